import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The kinds of trace an account leaves that another account may share (docs/decisions/058-linked-accounts.md). */
export const ACCOUNT_SIGNAL_KINDS = ['device', 'ip', 'trade', 'steam', 'email', 'card'] as const;

/**
 * What an account was seen with: its device cookie, client address, trade link's platform account, platform id,
 * e-mail and payment card, each as a keyed hash (never the value), when first and last seen. Accounts that share
 * a row's kind and hash are linked.
 */
export const accountSignals = pgTable(
  'account_signals',
  {
    kind: text('kind', { enum: ACCOUNT_SIGNAL_KINDS }).notNull(),
    valueHash: text('value_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.valueHash, t.userId] }), index('account_signals_user_idx').on(t.userId)],
);
