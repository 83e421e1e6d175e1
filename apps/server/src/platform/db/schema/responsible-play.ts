import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A player's financial limits (docs/decisions/033-responsible-play.md): one row per kind and
 * period. `amount` is enforced; a raise or removal waits in `pending_*` until `pending_from` and a
 * confirmation then.
 */
export const playLimits = pgTable(
  'play_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deposit', 'spend', 'loss'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    /** Kopecks; null while only a pending change exists (never, in practice: a new limit is immediate). */
    amount: bigint('amount', { mode: 'number' }),
    /** The requested raise; null with `pending_from` set is a requested removal. */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/** A time-out or a self-exclusion: no deposits and no paid play until `until` (null: permanent). */
export const playBlocks = pgTable('play_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['timeout', 'exclusion'] }).notNull(),
  until: timestamp('until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
