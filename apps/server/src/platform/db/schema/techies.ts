import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairnessSeeds } from './play.js';
import { users } from './users.js';

/**
 * One row per Techies game (docs/decisions/019-techies.md). The mined cells are fixed at the start from the
 * player's seed pair and nonce and never leave the server before the game ends. At most one game per player
 * is active (partial unique index); reveal and cash-out lock the row.
 */
export const techiesGames = pgTable(
  'techies_games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['active', 'lost', 'cashed'] }).notNull().default('active'),
    /** Kopecks. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    mines: integer('mines').notNull(),
    mineCells: jsonb('mine_cells').$type<number[]>().notNull(),
    /** Cells opened, in order. */
    revealed: jsonb('revealed').$type<number[]>().notNull().default([]),
    /** Kopecks paid at cash-out; 0 otherwise. */
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairnessSeeds.id),
    clientSeed: text('client_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('techies_games_one_active').on(t.userId).where(sql`${t.status} = 'active'`),
    index('techies_games_user_idx').on(t.userId, t.id),
  ],
);
