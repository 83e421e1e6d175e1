import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog.js';
import { inventoryItems } from './play.js';
import { users } from './users.js';

/**
 * Catalog items that are not ordinary skins: 2 a pack, 3 a special item
 * (docs/decisions/008-inventory.md). An item without a row here is type 1.
 */
export const itemTypes = pgTable(
  'item_types',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id),
    type: integer('type').notNull(),
  },
  (t) => [check('item_types_type_known', sql`${t.type} IN (2, 3)`)],
);

/** What a pack holds: catalog items revealed in `position` order when it is unpacked. */
export const packContents = pgTable(
  'pack_contents',
  {
    packItemId: integer('pack_item_id')
      .notNull()
      .references(() => items.id),
    position: integer('position').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [primaryKey({ columns: [t.packItemId, t.position] })],
);

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Background work. Workers claim due rows with FOR UPDATE SKIP LOCKED and hold
 * them under a lease (`lease_id`, `locked_until`); a lease that runs out makes
 * the job claimable again, and only the current lease may finish it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** Claims so far (a crashed claim counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseId: text('lease_id'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** At most one job per key, ever (e.g. one send job per withdrawal, one sync job). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`${t.dedupeKey} IS NOT NULL`),
  ],
);

/**
 * `reversed`: accepted, then the trade was undone under CS2 Trade Protection; it stays open for the operator.
 * `review`: held by the withdrawal rules for the console, no send job and no timer (docs/decisions/059-withdrawal-review.md).
 */
export const WITHDRAWAL_STATUSES = ['queued', 'sending', 'confirming', 'sent', 'escrow', 'accepted', 'failed', 'reversed', 'review'] as const;

/**
 * Who delivers a withdrawal: the trade bots' own stock (`steam`, or the `sandbox` standing in for it) or a purchase
 * on a marketplace whose seller sends the item straight to the player (`market`, docs/decisions/065-market-withdrawals.md).
 */
export const WITHDRAWAL_PROVIDERS = ['steam', 'sandbox', 'market'] as const;

/** One attempt to deliver an item to the player's platform account through a trade provider. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id').notNull(),
    /** Snapshots for the failure record and the trade message. */
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    method: text('method', { enum: ['trade', 'login'] }).notNull(),
    /** The trade URL or platform login the offer goes to. */
    partner: text('partner').notNull(),
    provider: text('provider', { enum: WITHDRAWAL_PROVIDERS }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('queued'),
    bot: text('bot'),
    assetId: text('asset_id'),
    offerId: text('offer_id'),
    /** Written in the offer message and shown to the player beside the withdrawal; null before codes existed. */
    securityCode: text('security_code'),
    failureCode: text('failure_code'),
    /** The item's timer: sending must happen before it, then the player's time to accept. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * CS2 Trade Protection: until when what this withdrawal delivered can still be reversed (the sent asset's own
     * protection, then the delivering trade's); an accepted withdrawal is followed until then. Null: nothing to follow.
     */
    protectedUntil: timestamp('protected_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Accepted withdrawals still reversible (the trade sync's second pass): a range of the last days' CS2 deliveries.
    index('withdrawals_protected_idx').on(t.protectedUntil).where(sql`${t.status} = 'accepted' AND ${t.protectedUntil} IS NOT NULL`),
    // One open withdrawal per item.
    uniqueIndex('withdrawals_open_item_key').on(t.inventoryItemId).where(sql`${t.status} NOT IN ('accepted', 'failed')`),
    index('withdrawals_open_status_idx').on(t.status, t.updatedAt).where(sql`${t.status} NOT IN ('accepted', 'failed')`),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** The withdraw-failed record: name, price and code of an item that came back. */
export const withdrawFailures = pgTable(
  'withdraw_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdraw_failures_withdrawal_key').on(t.withdrawalId), index('withdraw_failures_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The sandbox trade provider's offers: it stands in for the platform when no bot
 * is configured, and keeps its offers here so every node and a restart see them.
 */
export const sandboxOffers = pgTable('sandbox_offers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ref: text('ref').notNull().unique(),
  /** `[{state, afterMs}]`: the offer's state once `afterMs` have passed since it was sent. */
  script: jsonb('script').$type<{ state: string; afterMs: number }[]>().notNull(),
  /** The message a real offer would carry. */
  message: text('message'),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});


/**
 * Where one market purchase stands: `buying` (asked, answer not yet known), `waiting` (bought, the seller has to send),
 * `sent` (the seller's offer is out to the player), `delivered`, `failed` (the seller did not send: the market gave
 * the money back), `unavailable` (no offer within the price bound), `refused` (the market turned the purchase down).
 */
export const MARKET_PURCHASE_STAGES = ['buying', 'waiting', 'sent', 'delivered', 'failed', 'unavailable', 'refused'] as const;

/** Each purchase a market withdrawal made, one row per attempt; the marketplace knows it by `custom_id`. */
export const marketPurchases = pgTable(
  'market_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    attempt: smallint('attempt').notNull(),
    customId: text('custom_id').notNull(),
    /** The item's market name and the most this attempt may pay (kopecks). */
    hashName: text('hash_name').notNull(),
    maxPrice: bigint('max_price', { mode: 'number' }).notNull(),
    /** What the market charged (kopecks), once it says. */
    price: bigint('price', { mode: 'number' }),
    marketId: text('market_id'),
    /** The seller's trade offer to the player, once sent. */
    tradeId: text('trade_id'),
    stage: text('stage', { enum: MARKET_PURCHASE_STAGES }).notNull(),
    /** The market's own words when it refused or failed. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('market_purchases_custom_id_key').on(t.customId), uniqueIndex('market_purchases_withdrawal_attempt_key').on(t.withdrawalId, t.attempt)],
);
