import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
  kind: text('kind', { enum: ['timeout', 'exclusion', 'play_time'] }).notNull(),
  until: timestamp('until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's own responsible-play settings and play-time counters: the confirmed date of birth
 * (asked before the first deposit; under 18 closes the account to deposits), the reality-check
 * interval, the daily play-time limit, and the running play session the reality check measures.
 */
export const playSettings = pgTable('play_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthDate: date('birth_date', { mode: 'string' }),
  /** Set when the date of birth showed a minor: deposits stay refused. */
  depositsClosed: boolean('deposits_closed').notNull().default(false),
  /** Minutes between reality checks (15, 30 or 60). */
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
  /** Minutes of play allowed per Moscow day; null: no limit. */
  dailyPlayMinutes: integer('daily_play_minutes'),
  /** The Moscow day `played_seconds` counts. */
  playedDay: date('played_day', { mode: 'string' }),
  playedSeconds: integer('played_seconds').notNull().default(0),
  /** The current play session: the sign-in it belongs to, its start, the last ledger row before it, and the last sign of activity. */
  sessionId: integer('session_id'),
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
  sessionLedgerId: bigint('session_ledger_id', { mode: 'number' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  /** When the last monthly statement reminder was sent (one a month). */
  statementRemindedAt: timestamp('statement_reminded_at', { withTimezone: true }),
});
