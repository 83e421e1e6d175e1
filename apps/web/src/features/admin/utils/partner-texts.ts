import { formatAmount, PARTNER_MAX_RATE_PERCENT, PARTNER_PAYOUT_MODES } from '@tastydrop/domain';
import type { i18n as I18n, TFunction } from 'i18next';
import { z } from 'zod';
import { typedNumber } from './form-values';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An amount in roubles (the partner figures travel in roubles) as the console writes it, with the sign. */
export const partnerRoubles = (t: TFunction, amount: number): string => t('partners.money', { amount: formatAmount(amount) });

/** The kinds of shared trace a suspicious pair shows, in words (an unknown kind as it came). */
export const evidenceWords = (t: TFunction, kinds: readonly string[]): string => kinds.map((k) => t(`partners.evidence.${k}`, { defaultValue: k })).join(', ');

/**
 * The translate function the console's form errors go through (utils/server-errors.ts): a field's message from the
 * partner texts, a refusal in the console's own words where it has them, else the error catalogue's, else the
 * unpredicted error (never a bare code).
 */
export function partnerFormTranslate(t: TFunction, i18n: I18n): Translate {
  return (key, options) => {
    if (key.startsWith('invalid.')) return t(`partners.${key}`, options);
    if (options?.ns === 'errors') {
      if (i18n.exists(`partners.refusals.${key}`, { ns: 'admin' })) return t(`partners.refusals.${key}`);
      return i18n.exists(key, { ns: 'errors' }) ? t(key, options) : t('unpredicted', { ns: 'errors' });
    }
    return t(key, options);
  };
}

const readNumber = z.string().transform((text, ctx) => {
  const value = typedNumber(text);
  if (value === null || Number.isNaN(value)) {
    ctx.addIssue({ code: 'custom', message: 'number' });
    return z.NEVER;
  }
  return value;
});
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v));

/** The grant form as typed: a player's id, the rate in percent, optionally a code and a note, and the reason. */
export const PartnerGrantForm = z.object({
  userId: readNumber.pipe(z.number().int().positive().max(2_147_483_647)),
  ratePercent: readNumber.pipe(z.number().min(0).max(PARTNER_MAX_RATE_PERCENT)),
  code: optionalText(32),
  note: optionalText(300),
  reason: z.string().trim().min(3).max(500),
});
export type PartnerGrantFormValues = z.input<typeof PartnerGrantForm>;

/** The payout form as typed: where the money goes, how much (roubles), and the reason. */
export const PartnerPayoutForm = z.object({
  mode: z.enum(PARTNER_PAYOUT_MODES),
  amount: readNumber.pipe(z.number().positive().max(10_000_000)),
  reason: z.string().trim().min(3).max(500),
});
export type PartnerPayoutFormValues = z.input<typeof PartnerPayoutForm>;
