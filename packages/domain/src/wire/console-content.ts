import { z } from 'zod';
import { ConsoleReason } from './admin.js';
import { MISSION_TYPES } from '../missions.js';
import { PROMO_TYPES } from './payments.js';

/**
 * What the console's editors send. Amounts are roubles (and coins) with at most two decimals, as the
 * console's forms show them; the server stores kopecks and hundredths.
 */
const Money = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'at most two decimals' });
const PositiveMoney = Money.refine((v) => v > 0, { message: 'must be above zero' });
const Slug = z.string().trim().min(1).max(100);

/** A free case granted on activation: opens of a case, for a number of hours or until used. */
export const FreeCaseGrantInput = z.object({
  caseSlug: Slug,
  opens: z.number().int().min(1).max(1000),
  hours: z.number().int().min(1).max(24 * 365).nullable().optional(),
});

/** A blogger promo's offer: a case from a deposit, coins in percent and a money factor. */
export const FlexOfferInput = z.object({
  caseSlug: Slug,
  tcoinFactor: z.number().min(0).max(1000),
  priceFrom: Money,
  /** Money factor in basis points (11000 = ×1.1). */
  moneyFactorBp: z.number().int().min(10_000).max(100_000),
});

/** A promo code as the console edits it; the fields its type needs are required, the others refused. */
export const PromoCodeInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'letters, digits, _ and -' })
      .transform((v) => v.toUpperCase()),
    type: z.enum(PROMO_TYPES),
    /** common: percent added to the next deposit. */
    percent: z.number().min(0.01).max(100).nullable().optional(),
    /** instant: roubles credited at once. */
    sum: PositiveMoney.nullable().optional(),
    img: z.string().trim().max(500).nullable().optional(),
    flexOffers: z.array(FlexOfferInput).max(20).nullable().optional(),
    freeCases: z.array(FreeCaseGrantInput).max(20).nullable().optional(),
    maxUses: z.number().int().min(1).max(10_000_000).nullable().optional(),
    maxUsesPerUser: z.number().int().min(1).max(1000).default(1),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    const need = (field: 'percent' | 'sum' | 'flexOffers', ok: boolean) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message: `required for type ${p.type}` });
    };
    const refuse = (field: 'percent' | 'sum' | 'flexOffers', present: boolean) => {
      if (present) ctx.addIssue({ code: 'custom', path: [field], message: `not used by type ${p.type}` });
    };
    const hasFlex = (p.flexOffers?.length ?? 0) > 0;
    if (p.type === 'common') {
      need('percent', p.percent != null);
      refuse('sum', p.sum != null);
      refuse('flexOffers', hasFlex);
    } else if (p.type === 'instant') {
      need('sum', p.sum != null);
      refuse('percent', p.percent != null);
      refuse('flexOffers', hasFlex);
    } else {
      need('flexOffers', hasFlex);
      refuse('percent', p.percent != null);
      refuse('sum', p.sum != null);
    }
    if (p.maxUses != null && p.maxUsesPerUser > p.maxUses) ctx.addIssue({ code: 'custom', path: ['maxUsesPerUser'], message: 'above the total limit' });
  });
export type PromoCodeInputData = z.infer<typeof PromoCodeInput>;

/** Deposit bonus levels: from a deposit of `from` roubles, `percent` more; ascending, distinct. */
export const BonusLevelsInput = z
  .object({ levels: z.array(z.object({ from: PositiveMoney, percent: z.number().min(0).max(500) })).max(30), reason: ConsoleReason })
  .superRefine((v, ctx) => {
    for (let i = 1; i < v.levels.length; i += 1) {
      if (v.levels[i]!.from <= v.levels[i - 1]!.from) ctx.addIssue({ code: 'custom', path: ['levels', i, 'from'], message: 'levels must ascend' });
    }
  });

/** A case an offer grants opens of. */
export const OfferCaseInput = z.object({ slug: Slug, opens: z.number().int().min(1).max(1000) });

export const OFFER_TRIGGERS = ['welcome', 'dailycasepay'] as const;

/** A secret-shop package or a personal offer shown by a trigger. */
export const OfferInput = z
  .object({
    game: z.enum(['dota', 'cs']),
    slug: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9-]+$/, { message: 'lower-case letters, digits and -' }),
    kind: z.enum(['shop', 'personal']),
    triggerType: z.enum(OFFER_TRIGGERS).nullable().optional(),
    name: z.string().trim().min(1).max(200),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).default(''),
    image: z.string().trim().min(1).max(500),
    price: PositiveMoney,
    oldPrice: PositiveMoney.nullable().optional(),
    bonusCoins: Money.default(0),
    bonusMoney: Money.default(0),
    cases: z.array(OfferCaseInput).max(20).default([]),
    labelName: z.string().trim().max(50).nullable().optional(),
    labelColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: 'a colour like #ff8800' })
      .nullable()
      .optional(),
    active: z.boolean().default(true),
    sort: z.number().int().min(-10_000).max(10_000).default(0),
    lifetimeHours: z.number().int().min(1).max(24 * 90).default(24),
  })
  .superRefine((o, ctx) => {
    if (o.kind === 'personal' && !o.triggerType) ctx.addIssue({ code: 'custom', path: ['triggerType'], message: 'a personal offer needs its trigger' });
    if (o.kind === 'shop' && o.triggerType) ctx.addIssue({ code: 'custom', path: ['triggerType'], message: 'a shop offer has no trigger' });
    if (o.oldPrice != null && o.oldPrice <= o.price) ctx.addIssue({ code: 'custom', path: ['oldPrice'], message: 'must be above the price' });
    if (o.bonusCoins === 0 && o.bonusMoney === 0 && o.cases.length === 0) ctx.addIssue({ code: 'custom', path: ['cases'], message: 'an offer grants something' });
  });
export type OfferInputData = z.infer<typeof OfferInput>;

/** What the console's editors answer before saving: what a player would get, and what looks wrong. */
export const ContentPreview = z.object({ lines: z.array(z.string()), warnings: z.array(z.string()) });

/** GET /api/admin/promo-codes: a page of codes, found by their beginning. */
export const ConsolePromoSearch = z.object({ q: z.string().trim().max(32).optional(), page: z.coerce.number().int().min(0).max(10_000).default(0) });
/** The console's promo code editor's calls. */
export const PromoPreviewRequest = z.object({ promo: PromoCodeInput });
export const PromoCodeSave = z.object({ promo: PromoCodeInput, reason: ConsoleReason.optional() });
/** A promo code saved; one whose payout needs a second account waits as approval `approvalId` (else null). */
export const PromoSaved = z.object({ id: z.number(), approvalId: z.number().int().nullable() });
/** The console's offer editor's calls. */
export const OfferPreviewRequest = z.object({ offer: OfferInput });
export const OfferSave = z.object({ offer: OfferInput, reason: ConsoleReason.optional() });
/** Turns a promo code or an offer on or off. */
export const ContentSwitch = z.object({ active: z.boolean(), reason: ConsoleReason.optional() });

/**
 * A fast mission as the console edits it: its kind, the prize (coins or roubles, or opens of a free case),
 * the dates it is offered between and the player levels it is offered to. The target is the kind's own
 * three steps (started, waiting for a check, done).
 */
export const MissionInput = z
  .object({
    type: z.enum(MISSION_TYPES),
    prizeKind: z.enum(['coins', 'money', 'freeCase']),
    /** Coins or roubles, for a coins or money prize. */
    amount: PositiveMoney.nullable().optional(),
    freeCase: FreeCaseGrantInput.nullable().optional(),
    startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    minLevel: z.number().int().min(0).max(200).default(0),
    maxLevel: z.number().int().min(0).max(200).nullable().optional(),
    active: z.boolean().default(true),
  })
  .superRefine((m, ctx) => {
    if (m.prizeKind === 'freeCase' && !m.freeCase) ctx.addIssue({ code: 'custom', path: ['freeCase'], message: 'a free case prize names its case' });
    if (m.prizeKind !== 'freeCase' && m.amount == null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'required for a coins or money prize' });
    if (m.maxLevel != null && m.maxLevel < m.minLevel) ctx.addIssue({ code: 'custom', path: ['maxLevel'], message: 'below the lowest level' });
    if (m.startsAt && m.endsAt && Date.parse(m.endsAt) <= Date.parse(m.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'not after the start' });
  });
export type MissionInputData = z.infer<typeof MissionInput>;
export const MissionSave = z.object({ mission: MissionInput, reason: ConsoleReason.optional() });

/** POST /api/admin/payments/:id/refund. */
export const PaymentRefundRequest = z.object({ reason: ConsoleReason });
export const PaymentRefundResult = z.object({ refundId: z.number().int(), providerRefundId: z.string() });
