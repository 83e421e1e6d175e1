import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A player's referral code (one each); `code_key` is the code folded for case and look-alikes, unique. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_key').on(t.codeKey)],
);

/** A referred player bound to their referrer, once and for ever; `last_played_at` says whether they are active. */
export const referralBindings = pgTable(
  'referral_bindings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    /** Set while the console holds the pair as suspicious: its play accrues nothing to the referrer. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    frozenReason: text('frozen_reason'),
  },
  (t) => [index('referral_bindings_referrer_idx').on(t.referrerId)],
);

export const PARTNER_KINDS = ['commission', 'rakeback'] as const;
export const PARTNER_ENTRIES = ['accrual', 'reversal', 'claim'] as const;

/**
 * The programme's own books, per player and kind, in units of 1/10^8 kopeck (signed): an accrual per activity
 * key (exactly once), a reversal when a referred player's deposit is taken back, a claim when whole kopecks go to
 * the balance through the wallet. What is claimable is the sum of the rows past their hold.
 */
export const partnerEntries = pgTable(
  'partner_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: PARTNER_KINDS }).notNull(),
    entry: text('entry', { enum: PARTNER_ENTRIES }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Accruals: whose play earned it and which activity (`openings:12`). */
    sourceUserId: integer('source_user_id'),
    activityKey: text('activity_key'),
    /** The stake and the game's return the accrual was computed from (kopecks, basis points), and the rate. */
    stake: bigint('stake', { mode: 'number' }),
    returnBp: integer('return_bp'),
    rateBp: integer('rate_bp'),
    /** Claims and reversals: the key of what they answer (the ledger entry, the refund). */
    ref: text('ref'),
    /** When the play happened (accruals) or the row was written; holds count from it. */
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on an accrual a reversal took back. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_entries_activity_key').on(t.kind, t.activityKey).where(sql`${t.entry} = 'accrual'`),
    uniqueIndex('partner_entries_ref_key').on(t.userId, t.kind, t.ref).where(sql`${t.entry} <> 'accrual'`),
    index('partner_entries_user_idx').on(t.userId, t.kind, t.earnedAt),
    index('partner_entries_source_idx').on(t.sourceUserId, t.earnedAt),
  ],
);

export const PARTNER_ACCOUNT_STATUSES = ['active', 'frozen'] as const;

/**
 * A streamer partner (docs/decisions/062-streamer-partners.md): a player the console granted a commission rate of
 * their own, in place of the programme's tiers. A frozen partner accrues nothing, claims nothing and is paid nothing.
 */
export const partnerAccounts = pgTable(
  'partner_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    rateBp: integer('rate_bp').notNull(),
    status: text('status', { enum: PARTNER_ACCOUNT_STATUSES }).notNull().default('active'),
    note: text('note'),
    grantedBy: integer('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('partner_accounts_rate', sql`${t.rateBp} BETWEEN 0 AND 5000`)],
);
