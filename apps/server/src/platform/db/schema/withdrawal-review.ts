import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { withdrawals } from './inventory.js';
import { users } from './users.js';

/** Where a withdrawal held for review stands: waiting, waiting for the player's identity check, or decided. */
export const WITHDRAWAL_REVIEW_STATES = ['waiting', 'identity', 'approved', 'refused'] as const;

/**
 * A withdrawal the rules held for the console (docs/decisions/059-withdrawal-review.md): why, and what was decided.
 * One per withdrawal; the withdrawal itself stays in `review` until approved (queued) or refused (failed).
 */
export const withdrawalReviews = pgTable(
  'withdrawal_reviews',
  {
    id: serial('id').primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).notNull(),
    /** The rules that held it (`high_value`, `play_through`, …), with the figures they saw. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    details: jsonb('details').$type<Record<string, number>>().notNull(),
    state: text('state', { enum: WITHDRAWAL_REVIEW_STATES }).notNull().default('waiting'),
    /** Why it was refused, as a code the player's page shows in words. */
    refusal: text('refusal'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_reviews_withdrawal_key').on(t.withdrawalId),
    index('withdrawal_reviews_state_idx').on(t.state, t.createdAt),
    index('withdrawal_reviews_item_idx').on(t.inventoryItemId),
  ],
);
