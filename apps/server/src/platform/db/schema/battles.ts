import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inventoryItems } from './play.js';
import { users } from './users.js';

export const BATTLE_STATUS_VALUES = ['created', 'started', 'finished', 'cancelled'] as const;

/** A case of the battle as it was when the battle was created (prices in kopecks). */
export interface BattleCaseSnapshot {
  id: number;
  name: string;
  title: string;
  image: string;
  price: number;
  count: number;
}

/** A case's drop table frozen at creation, in ticket order (prices in kopecks). */
export interface BattleTableSnapshot {
  caseId: number;
  /** `floatRange`: a CS skin's wear range (absent in battles made before wear floats; null without wear). */
  drops: { itemId: number; price: number; weight: number; floatRange?: { min: number; max: number } | null }[];
}

/**
 * A case battle (docs/decisions/013-battles.md): created → started → finished, or cancelled.
 * Everything is decided at start; `revealed_rounds` is how far the reveal job has got.
 */
export const battles = pgTable(
  'battles',
  {
    id: serial('id').primaryKey(),
    ulid: text('ulid').notNull(),
    status: text('status', { enum: BATTLE_STATUS_VALUES }).notNull().default('created'),
    mode: text('mode', { enum: ['1v1', '1v1v1', '1v1v1v1', '2v2'] }).notNull(),
    crazy: boolean('crazy').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * A private battle's invite: the random secret its share link carries, needed to see or join it
     * without a seat (docs/decisions/024-battle-secrets.md). Null for a public battle.
     */
    inviteSecret: text('invite_secret'),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    /** What one seat costs, kopecks. */
    price: bigint('price', { mode: 'number' }).notNull(),
    totalRounds: integer('total_rounds').notNull(),
    revealedRounds: integer('revealed_rounds').notNull().default(0),
    cases: jsonb('cases').$type<BattleCaseSnapshot[]>().notNull(),
    roundCaseIds: jsonb('round_case_ids').$type<number[]>().notNull(),
    tables: jsonb('tables').$type<BattleTableSnapshot[]>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Fixed at start. */
    clientSeed: text('client_seed'),
    winnerTeam: integer('winner_team'),
    tieBreakTicket: integer('tie_break_ticket'),
    /** Value of every drop, and the part of it that went to the house (bots' shares). */
    totalValue: bigint('total_value', { mode: 'number' }).notNull().default(0),
    houseValue: bigint('house_value', { mode: 'number' }).notNull().default(0),
    nextRevealAt: timestamp('next_reveal_at', { withTimezone: true }),
    /** The self-check: when it re-verified the battle, and what it found wrong (flagged). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('battles_ulid_key').on(t.ulid),
    index('battles_status_created_idx').on(t.status, t.createdAt),
    index('battles_finished_idx').on(t.finishedAt),
  ],
);

/** A seat taken in a battle; `stake` is what the member paid through the wallet. */
export const battleMembers = pgTable(
  'battle_members',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id),
    seat: integer('seat').notNull(),
    team: integer('team').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    isBot: boolean('is_bot').notNull().default(false),
    clientSeed: text('client_seed').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** In a battle that is not over yet: a real player has at most one. */
    active: boolean('active').notNull().default(true),
    /** Value of the member's drops, and of the items the member takes home (set at start). */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    winAmount: bigint('win_amount', { mode: 'number' }),
    isWinner: boolean('is_winner'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('battle_members_seat_key').on(t.battleId, t.seat),
    uniqueIndex('battle_members_user_key').on(t.battleId, t.userId),
    uniqueIndex('battle_members_one_active').on(t.userId).where(sql`${t.active} AND NOT ${t.isBot}`),
    index('battle_members_user_idx').on(t.userId, t.joinedAt),
  ],
);

/** Every drop of a battle, decided at start; `owner_seat` is who takes it (null: the house). */
export const battleDrops = pgTable(
  'battle_drops',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id),
    round: integer('round').notNull(),
    seat: integer('seat').notNull(),
    caseId: integer('case_id').notNull(),
    itemId: integer('item_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    ticket: integer('ticket').notNull(),
    /** CS skins: the wear float rolled with the drop (rollFloat on the seat's float cursor); null otherwise. */
    float: doublePrecision('float'),
    ownerSeat: integer('owner_seat'),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).references(() => inventoryItems.id),
  },
  (t) => [uniqueIndex('battle_drops_round_seat_key').on(t.battleId, t.round, t.seat)],
);

/** Who is watching a battle page now (a signed-in player or an address). */
export const battleSpectators = pgTable(
  'battle_spectators',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id),
    viewer: text('viewer').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.viewer] })],
);

/**
 * The outcome of a finished battle for one real member, written once in the transaction that
 * finishes the battle. The engagement feed tails it by id (a member row's id is taken at join,
 * long before the outcome is known, so it cannot serve as a cursor). Bots get no row.
 */
export const battleResults = pgTable(
  'battle_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What the member paid for the seat, kopecks. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    won: boolean('won').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('battle_results_member_key').on(t.battleId, t.userId)],
);
