import { WALLET_CURRENCIES } from '@tastydrop/domain';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Every balance change, written in the same transaction as the change. */
export const ledger = pgTable(
  'ledger',
  {
    // One row per balance change: more than an integer can count over the site's life.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: WALLET_CURRENCIES }).notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    ref: text('ref'),
    /** External credits carry a key so a repeated delivery credits once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A player's entries newest first, their last entry, the entries since one (docs/decisions/050-history-reads.md).
    index('ledger_user_id_idx').on(t.userId, t.id),
    // Whether a player ever deposited, without reading the rest of their ledger (the responsible-play page).
    index('ledger_user_deposit_idx').on(t.userId).where(sql`${t.reason} = 'deposit'`),
    // What the partner programme paid (the /stats figure, modules/partners/programme-totals.ts, whose reasons these are),
    // summed from its own few entries instead of the whole ledger.
    index('ledger_programme_paid_idx')
      .on(t.reason, t.delta)
      .where(sql`${t.reason} IN ('partner_commission', 'rakeback', 'partner_payout', 'partner_first_deposit_bonus')`),
    // Only external credits carry a key; the partial index keeps other writes cheap.
    uniqueIndex('ledger_idempotency_key').on(t.idempotencyKey).where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);
