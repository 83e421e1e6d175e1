/** Wire schemas of the payments calls: countries, bonus levels, transactions, promo codes. */
import { z } from 'zod';
import { EXTRA_FIELD_NAMES } from '../payment-rules.js';
import { Id, Money, moneyInput } from './common.js';
import { FreeCaseGiftView } from './free-grants.js';

export const ExtraFieldOption = z.object({ value: z.string(), label: z.string() });

/** One extra field a method asks for (additionalInfo). */
export const AdditionalField = z.object({
  name: z.enum(EXTRA_FIELD_NAMES),
  label: z.string(),
  defaultValue: z.string().nullable(),
  options: z.array(ExtraFieldOption).nullable(),
  required: z.boolean(),
});
export type AdditionalField = z.infer<typeof AdditionalField>;

/** A payment direction (method) of a country; amounts in the country's currency. */
export const PaymentDirection = z.object({
  paymentDirectionId: z.number().int(),
  name: z.string(),
  systemName: z.string(),
  type: z.number().int(),
  img: z.string(),
  minimalAmount: Money,
  /** 0: no maximum. */
  maximalAmount: Money,
  defaultMinimalAmount: Money,
  bonusPercent: z.number(),
  sort: z.object({ desktop: z.number().int(), mobile: z.number().int() }),
  paymentDirectionTypeName: z.string(),
  additionalInfo: z.array(AdditionalField),
});
export type PaymentDirection = z.infer<typeof PaymentDirection>;

/** The currency a country pays in; `rate` is how many roubles of balance one unit buys. */
export const PaymentCurrency = z.object({ code: z.string(), symbol: z.string(), rate: z.number(), preliminaryAmount: Money });
export type PaymentCurrency = z.infer<typeof PaymentCurrency>;

export const PaymentCountryRef = z.object({ iso: z.string(), name: z.string() });

/** GET /v1/payments/countries: one entry per country. */
export const PaymentCountrySummary = z.object({ country: PaymentCountryRef, currency: PaymentCurrency });
export type PaymentCountrySummary = z.infer<typeof PaymentCountrySummary>;
export const PaymentCountryList = z.array(PaymentCountrySummary);

export const SumButton = z.object({ sum: Money });

/** GET /v1/payments/countries/{country}: the Payment country entity. */
export const PaymentCountry = PaymentCountrySummary.extend({
  buttons: z.object({ countrySumButtonData: z.object({ desktop: z.array(SumButton), mobile: z.array(SumButton) }) }),
  directions: z.object({ paymentDirectionData: z.array(PaymentDirection) }),
  /** Payments go to the sandbox: nothing is charged. */
  testMode: z.boolean(),
});
export type PaymentCountry = z.infer<typeof PaymentCountry>;

export const CountryParams = z.object({ country: z.string().min(2).max(2) });

/** GET /v1/payments/countries/default: the payable country a visitor's request points to. */
export const DefaultCountry = z.object({ iso: z.string() });
export type DefaultCountry = z.infer<typeof DefaultCountry>;

/** GET /v1/payments/bonus/levels: deposit bonus from `limit` roubles. */
export const BonusLevel = z.object({ limit: Money, bonusMultiplier: z.number() });
export const BonusLevelList = z.array(BonusLevel);
export type BonusLevel = z.infer<typeof BonusLevel>;

/** POST /v1/payments/transaction/start. Extra fields are keyed by their name in code form (docNumber). */
export const TransactionStartRequest = z.object({
  amount: moneyInput(100_000_000),
  paymentDirectionId: Id,
  country: z.string().min(2).max(2),
  additional: z.record(z.string().max(32), z.string().max(200)).default({}),
});
export type TransactionStartRequest = z.infer<typeof TransactionStartRequest>;

export const TransactionStartResponse = z.object({ orderId: z.string(), redirectUrl: z.string(), status: z.literal('pending') });
export type TransactionStartResponse = z.infer<typeof TransactionStartResponse>;

export const TransactionStatusQuery = z.object({ orderId: z.string().min(1).max(64) });

export const PaymentPrize = z.object({ icon: z.string(), title: z.string(), price: Money, link: z.string().nullable() });

export const TransactionBonus = z.object({
  /** Bonus coins in percent of the value: coins = floor(value × coins / 100). */
  coins: z.number(),
  prize: PaymentPrize.nullable(),
  sumPromo: Money.nullable(),
});

/** GET /v1/payments/transaction/status: the Transaction status entity. */
export const TransactionStatus = z.object({
  orderId: z.string(),
  status: z.enum(['fail', 'pending', 'success']),
  /** The deposit in roubles of balance. */
  value: Money,
  /** What the payer paid, in the payment currency. */
  amount: Money,
  currency: z.string(),
  /** Deposit bonus and common promo bonus credited with it (roubles). */
  bonusMoney: Money,
  /** Set when a blogger promo paid out with this deposit. */
  bonus: TransactionBonus.nullable(),
});
export type TransactionStatus = z.infer<typeof TransactionStatus>;

export const PROMO_TYPES = ['common', 'blogger', 'instant'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export const FlexOffer = z.object({
  case: z.object({ img: z.string(), name: z.string(), price: Money, slug: z.string() }),
  tcoinFactor: z.number(),
  priceFrom: Money,
  moneyFactor: z.number(),
});
export type FlexOffer = z.infer<typeof FlexOffer>;

/** The Promo info entity. */
export const PromoInfo = z.object({
  code: z.string(),
  type: z.enum(PROMO_TYPES),
  /** common: percent added to the next deposit. */
  percent: z.number().nullable(),
  img: z.string().nullable(),
  /** instant: the sum credited at once. */
  sum: Money.nullable(),
  /** blogger: offers by deposit size; the first one's moneyFactor is the headline. */
  flexOffers: z.array(FlexOffer).nullable(),
  expiresAt: z.string().nullable(),
  /** Free cases the code gives on activation (any type; an instant code may give only these). */
  freeCases: z.array(FreeCaseGiftView),
});
export type PromoInfo = z.infer<typeof PromoInfo>;

export const PromoCodeParams = z.object({ code: z.string().min(1).max(64) });
export const PromoApplyRequest = z.object({ code: z.string().max(64) });
export const PromoApplyResponse = z.object({
  promo: PromoInfo,
  /** instant: what was credited; others: null (they pay out with the next deposit). */
  credited: Money.nullable(),
  balance: Money,
  /** Free cases this activation granted (empty when the code gives none). */
  grantedFreeCases: z.array(FreeCaseGiftView),
});
export type PromoApplyResponse = z.infer<typeof PromoApplyResponse>;

/** GET /v1/payments/promo/user: the promo waiting for the user's next deposit, if any. */
export const ActivePromo = z.object({ promo: PromoInfo.nullable() });
export type ActivePromo = z.infer<typeof ActivePromo>;

export const PaymentOutcome = z.enum(['success', 'fail', 'pending']);
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;

/** The sandbox's view of one of its payments (the card form and the checkout page read it). */
export const SandboxPayment = z.object({
  orderId: z.string(),
  amount: Money,
  currency: z.string(),
  value: Money,
  /** What the balance gets if the payment succeeds now: the deposit with its level, method and promo bonuses. */
  credited: Money,
  methodName: z.string(),
  status: z.enum(['fail', 'pending', 'success']),
});
export type SandboxPayment = z.infer<typeof SandboxPayment>;
export const SandboxDecision = z.object({ outcome: PaymentOutcome });
export const SandboxDecisionResponse = z.object({ redirectUrl: z.string() });
