import { sql } from 'drizzle-orm';
import type { FreeCaseGift } from '@tastydrop/domain';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Extra field of a payment direction (`additionalInfo`). */
export interface DirectionField {
  name: 'doc_number' | 'doc_type' | 'email' | 'first_name' | 'last_name' | 'phone';
  label: string;
  defaultValue: string | null;
  options: { value: string; label: string }[] | null;
  required: boolean;
}

/** Countries payers choose on the refill page; amounts in minor units of the country's currency. */
export const paymentCountries = pgTable('payment_countries', {
  iso: text('iso').primaryKey(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  /** Roubles of balance per unit of the currency, times 1 000 000. */
  rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
  preliminaryAmount: bigint('preliminary_amount', { mode: 'number' }).notNull(),
  sumButtons: jsonb('sum_buttons').$type<{ desktop: number[]; mobile: number[] }>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Payment directions (methods) of a country, types 1-4. */
export const paymentDirections = pgTable(
  'payment_directions',
  {
    id: serial('id').primaryKey(),
    countryIso: text('country_iso')
      .notNull()
      .references(() => paymentCountries.iso),
    name: text('name').notNull(),
    systemName: text('system_name').notNull(),
    type: integer('type').notNull(),
    typeName: text('type_name').notNull(),
    img: text('img').notNull(),
    /** Minor units of the country's currency; null: the default limits of the domain's payment rules. */
    minimalAmount: bigint('minimal_amount', { mode: 'number' }),
    maximalAmount: bigint('maximal_amount', { mode: 'number' }),
    defaultMinimalAmount: bigint('default_minimal_amount', { mode: 'number' }).notNull(),
    /** Method bonus on the deposit, basis points (500 = 5 %). */
    bonusBp: integer('bonus_bp').notNull().default(0),
    sortDesktop: integer('sort_desktop').notNull().default(0),
    sortMobile: integer('sort_mobile').notNull().default(0),
    additionalInfo: jsonb('additional_info').$type<DirectionField[]>().notNull().default([]),
    /** The YooKassa payment method type (bank_card, sbp, yoo_money); null: the sandbox only. */
    providerMethod: text('provider_method'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('payment_directions_country_idx').on(t.countryIso), check('payment_directions_type', sql`${t.type} BETWEEN 1 AND 4`)],
);

/** Deposit bonus levels: from `limit` kopecks the deposit earns `multiplierBp` basis points. */
export const bonusLevels = pgTable('bonus_levels', {
  id: serial('id').primaryKey(),
  limit: bigint('limit', { mode: 'number' }).notNull().unique(),
  multiplierBp: integer('multiplier_bp').notNull(),
});

/** A blogger offer as stored: the case by slug, factors in basis points, price in kopecks. */
export interface StoredFlexOffer {
  caseSlug: string;
  /** Bonus coins in percent of the deposit. */
  tcoinFactor: number;
  priceFrom: number;
  /** Money factor in basis points (11000 = ×1.1). */
  moneyFactorBp: number;
}

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and upper-cased. */
    code: text('code').notNull(),
    type: text('type', { enum: ['common', 'blogger', 'instant'] }).notNull(),
    /** common: basis points added to the next deposit. */
    percentBp: integer('percent_bp'),
    /** instant: kopecks credited at once. */
    sum: bigint('sum', { mode: 'number' }),
    img: text('img'),
    flexOffers: jsonb('flex_offers').$type<StoredFlexOffer[]>(),
    /** Free cases granted on activation (any type; docs/decisions/017). */
    freeCases: jsonb('free_cases').$type<FreeCaseGift[]>(),
    /** Total activations allowed (null: unlimited). */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** Set while what the code can pay out waits for a second console account (or was refused): players cannot take it. */
    approvalId: integer('approval_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_within_limit', sql`${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}`),
    check('promo_codes_used_nonnegative', sql`${t.usedCount} >= 0`),
  ],
);

/**
 * A player's use of a promo code: `active` waits for the next deposit (common, blogger), `used` has paid out,
 * `reset` was withdrawn before paying out. At most one is active per player.
 */
export const promoActivations = pgTable(
  'promo_activations',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['active', 'used', 'reset'] }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_activations_one_active').on(t.userId).where(sql`${t.status} = 'active'`),
    index('promo_activations_promo_user_idx').on(t.promoId, t.userId),
  ],
);

/** What a blogger promo paid out with a deposit, as the status call shows it (kopecks). */
export interface StoredPaymentBonus {
  coins: number;
  prize: { icon: string; title: string; price: number; link: string | null } | null;
  sumPromo: number | null;
}

/** Deposits: created pending at start, settled once by the provider's webhook. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    directionId: integer('direction_id').notNull(),
    countryIso: text('country_iso').notNull(),
    currency: text('currency').notNull(),
    /** What the payer pays, minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The deposit in kopecks of balance. */
    value: bigint('value', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'success', 'fail'] }).notNull().default('pending'),
    provider: text('provider', { enum: ['sandbox', 'yookassa'] }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    confirmationUrl: text('confirmation_url'),
    additional: jsonb('additional').$type<Record<string, string>>().notNull().default({}),
    promoActivationId: integer('promo_activation_id'),
    bonusMoney: bigint('bonus_money', { mode: 'number' }).notNull().default(0),
    bonusCoins: bigint('bonus_coins', { mode: 'number' }).notNull().default(0),
    bonus: jsonb('bonus').$type<StoredPaymentBonus | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.orderId),
    // A provider's payment settles one row: repeated or concurrent webhooks find it already settled.
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId, t.id),
    check('payments_amount_positive', sql`${t.amount} > 0 AND ${t.value} > 0`),
  ],
);

/** Every webhook delivery and what became of it; refused ones are kept for the operator. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    outcome: text('outcome', { enum: ['credited', 'failed', 'pending', 'duplicate', 'refunded', 'rejected'] }).notNull(),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Partitioned by month of created_at (docs/decisions/064-partitioned-history.md): the key holds it.
  (t) => [
    primaryKey({ name: 'payment_webhook_events_id_created_at_pk', columns: [t.id, t.createdAt] }),
    index('payment_webhook_events_payment_idx').on(t.provider, t.providerPaymentId),
  ],
);

/**
 * A deposit given back to the payer through its provider: one per payment, the whole deposit. `pending` while the
 * provider is asked (the balance is already debited), `succeeded` once it agreed, `failed` when it refused (the
 * debit was returned; another may be tried).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    /** Kopecks of balance taken back. */
    value: bigint('value', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    requestedBy: integer('requested_by').references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  // One refund in flight or done per payment; a failed one may be tried again.
  (t) => [uniqueIndex('payment_refunds_payment_key').on(t.paymentId).where(sql`${t.status} <> 'failed'`)],
);

/**
 * A refund or chargeback the provider announced (docs/decisions/055-chargebacks.md), once per provider refund id:
 * the balance it took (`debited`), what was left as the player's debt (`debt`) and whether it froze their
 * withdrawals. A notice confirming a refund the console started (`refundId`) takes nothing again.
 */
export const paymentChargebacks = pgTable(
  'payment_chargebacks',
  {
    id: serial('id').primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    /** The provider's refund id: a repeated notice finds it and changes nothing. */
    providerRefundId: text('provider_refund_id').notNull(),
    kind: text('kind', { enum: ['refund', 'chargeback'] }).notNull(),
    /** Minor units of the payment's currency the notice gives back to the payer. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Kopecks the deposit's balance this notice takes back, and how they were taken. */
    owed: bigint('owed', { mode: 'number' }).notNull(),
    debited: bigint('debited', { mode: 'number' }).notNull().default(0),
    debt: bigint('debt', { mode: 'number' }).notNull().default(0),
    frozen: boolean('frozen').notNull().default(false),
    refundId: integer('refund_id').references(() => paymentRefunds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_chargebacks_refund_key').on(t.provider, t.providerRefundId), index('payment_chargebacks_payment_idx').on(t.paymentId)],
);
