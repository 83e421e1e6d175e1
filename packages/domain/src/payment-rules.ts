/**
 * Payment rules shared by the server and the refill page: promo code form, e-mail and
 * document inputs, method limits and filters, bonus levels and how a transaction status reads as a result.
 * Phone rules and the extra-field check live in payment-fields.ts (a subpath export, so the phone metadata
 * is loaded only by the pages that need it).
 */
/** The custom country: payers from anywhere else. It goes last in the country list. */
export const CUSTOM_COUNTRY_ISO = '00';
/** Phones of a missing or custom country are read as Russian. */
export const FALLBACK_PHONE_COUNTRY = 'RU';
/** Method limits when a method gives none: minimum 1, maximum 0 = no maximum. */
export const DEFAULT_MIN_AMOUNT = 1;
export const DEFAULT_MAX_AMOUNT = 0;
/** Methods of the welcome-mode host carry this in their name. */
export const WELCOME_HOST_SUFFIX = '.biz';

/** Payment method types 1-4; unknown types read as common. */
export const PAYMENT_METHOD_TYPES = { 1: 'common', 2: 'skin', 3: 'ecom', 4: 'giftcard' } as const;
export type PaymentMethodTypeName = (typeof PAYMENT_METHOD_TYPES)[keyof typeof PAYMENT_METHOD_TYPES];

export function methodTypeName(type: number): PaymentMethodTypeName {
  return PAYMENT_METHOD_TYPES[type as keyof typeof PAYMENT_METHOD_TYPES] ?? 'common';
}

/** Extra fields a method may ask for. */
export const EXTRA_FIELD_NAMES = ['doc_number', 'doc_type', 'email', 'first_name', 'last_name', 'phone'] as const;
export type ExtraFieldName = (typeof EXTRA_FIELD_NAMES)[number];

/** Promo codes are trimmed and upper-cased; an empty result means "no code". */
export function normalizePromoCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** Word characters with dots or dashes, an @, a domain with a 2 to 3 letter ending. */
export const EMAIL_PATTERN = /^[\w.-]+@(?:[\w-]+\.)+[A-Za-z]{2,3}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Only digits, commas and dashes. */
export const DOC_NUMBER_PATTERN = /^[\d,-]+$/;

export function isValidDocNumber(value: string): boolean {
  return DOC_NUMBER_PATTERN.test(value.trim());
}

export interface AmountLimits {
  min: number;
  /** 0: no maximum. */
  max: number;
}

/** A method's limits, with the default minimum and maximum where it sets none. */
export function methodLimits(method: { minimalAmount?: number | null; maximalAmount?: number | null }): AmountLimits {
  return { min: method.minimalAmount ?? DEFAULT_MIN_AMOUNT, max: method.maximalAmount ?? DEFAULT_MAX_AMOUNT };
}

/** 'below' or 'above' when the amount is outside the limits, else null. */
export function amountProblem(amount: number, limits: AmountLimits): 'below' | 'above' | null {
  if (!Number.isFinite(amount) || amount < limits.min) return 'below';
  if (limits.max > 0 && amount > limits.max) return 'above';
  return null;
}

/** Welcome mode shows only `.biz` methods; otherwise only the others. */
export function visibleMethods<T extends { name: string }>(methods: readonly T[], redirectToWelcome: boolean): T[] {
  return methods.filter((m) => m.name.includes(WELCOME_HOST_SUFFIX) === redirectToWelcome);
}

/** The country list with the custom country ('00') last. */
export function sortCountries<T extends { country: { iso: string } }>(countries: readonly T[]): T[] {
  return [...countries].sort((a, b) => Number(a.country.iso === CUSTOM_COUNTRY_ISO) - Number(b.country.iso === CUSTOM_COUNTRY_ISO));
}

export interface BonusLevelInput {
  limit: number;
  bonusMultiplier: number;
}

export interface BonusLevelRow {
  from: number;
  /** Multiplier times 100, two decimals. */
  percent: number;
}

/** Bonus levels as the table shows them: from and percent, ascending. */
export function bonusLevelRows(levels: readonly BonusLevelInput[]): BonusLevelRow[] {
  return levels
    .map((l) => ({ from: l.limit, percent: Math.round(l.bonusMultiplier * 100 * 100) / 100 }))
    .sort((a, b) => a.from - b.from);
}

/** The multiplier of the highest level the amount reaches (0 below the first). */
export function bonusMultiplierFor(levels: readonly BonusLevelInput[], amount: number): number {
  let multiplier = 0;
  let reached = -Infinity;
  for (const l of levels) {
    if (amount >= l.limit && l.limit >= reached) {
      reached = l.limit;
      multiplier = l.bonusMultiplier;
    }
  }
  return multiplier;
}

/** Bonus coins: the floor of value times coins/100. */
export function bonusCoins(value: number, coins: number): number {
  return Math.floor((value * coins) / 100 + 1e-9);
}

export type TransactionState = 'fail' | 'pending' | 'success';

export interface TransactionStatusInput {
  status: TransactionState | string;
  value: number;
  bonus: { coins: number; prize: { icon: string; title: string; price: number } | null; sumPromo: number | null } | null;
}

export type RefillResult =
  | { kind: 'wait' }
  | { kind: 'fail' }
  | { kind: 'common'; sum: number }
  | { kind: 'blogger'; sum: number; coins: number; prize: { icon: string; title: string; price: number } | null };

/**
 * How the result page reads a status: pending waits, fail fails, anything else succeeds; a success
 * without bonus is a common result with the sum, one with bonus a blogger result.
 */
export function refillResult(status: TransactionStatusInput): RefillResult {
  if (status.status === 'pending') return { kind: 'wait' };
  if (status.status === 'fail') return { kind: 'fail' };
  if (!status.bonus) return { kind: 'common', sum: status.value };
  return {
    kind: 'blogger',
    sum: status.bonus.sumPromo ?? status.value,
    coins: bonusCoins(status.value, status.bonus.coins),
    prize: status.bonus.prize,
  };
}
