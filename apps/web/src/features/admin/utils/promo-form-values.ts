import { z } from 'zod';
import { bpToPercent, PROMO_TYPES, PromoCodeInput } from '@tastydrop/domain';
import type { ConsoleRow } from '../api/console-keys';
import { isoMoment, localDateTime, roubles, shown, typedNumber } from './form-values';

/** The promo code editor's fields as typed (text), before they become the wire's `PromoCodeInput`. */
export const PromoFormValues = z.object({
  code: z.string(),
  type: z.enum(PROMO_TYPES),
  percent: z.string(),
  sum: z.string(),
  img: z.string(),
  maxUses: z.string(),
  maxUsesPerUser: z.string(),
  expiresAt: z.string(),
  active: z.boolean(),
  freeCases: z.array(z.object({ caseSlug: z.string(), opens: z.string(), hours: z.string() })),
  flexOffers: z.array(z.object({ caseSlug: z.string(), tcoinFactor: z.string(), priceFrom: z.string(), moneyFactorBp: z.string() })),
});
export type PromoFormValues = z.infer<typeof PromoFormValues>;

/** The typed fields as the wire's input: only the bonus fields of the chosen type are sent. */
function toInput(v: PromoFormValues) {
  return {
    code: v.code,
    type: v.type,
    percent: v.type === 'common' ? typedNumber(v.percent) : null,
    sum: v.type === 'instant' ? typedNumber(v.sum) : null,
    img: v.img.trim() || null,
    flexOffers:
      v.type === 'blogger'
        ? v.flexOffers.map((o) => ({ caseSlug: o.caseSlug, tcoinFactor: typedNumber(o.tcoinFactor), priceFrom: typedNumber(o.priceFrom), moneyFactorBp: typedNumber(o.moneyFactorBp) }))
        : null,
    freeCases: v.freeCases.map((g) => ({ caseSlug: g.caseSlug, opens: typedNumber(g.opens), hours: typedNumber(g.hours) })),
    maxUses: typedNumber(v.maxUses),
    maxUsesPerUser: typedNumber(v.maxUsesPerUser),
    expiresAt: isoMoment(v.expiresAt),
    active: v.active,
  };
}

/** The form's schema (the typed numbers may still be NaN or null: the domain's schema is the one that checks them): typed fields in, the domain's checked `PromoCodeInput` out (errors land on the fields of the same name). */
export const PromoForm = PromoFormValues.transform((v) => toInput(v) as unknown as z.input<typeof PromoCodeInput>).pipe(PromoCodeInput);

export const EMPTY_PROMO: PromoFormValues = {
  code: '',
  type: 'common',
  percent: '',
  sum: '',
  img: '',
  maxUses: '',
  maxUsesPerUser: '1',
  expiresAt: '',
  active: true,
  freeCases: [],
  flexOffers: [],
};

/** A listed promo code (amounts in kopecks and basis points) as the editor's fields. */
export function promoFormValues(row: ConsoleRow): PromoFormValues {
  const flex = (row.flexOffers as { caseSlug: string; tcoinFactor: number; priceFrom: number; moneyFactorBp: number }[] | null) ?? [];
  const free = (row.freeCases as { caseSlug: string; opens: number; hours: number | null }[] | null) ?? [];
  return {
    code: shown(row.code),
    type: PROMO_TYPES.find((p) => p === row.type) ?? 'common',
    percent: typeof row.percentBp === 'number' ? String(bpToPercent(row.percentBp)) : '',
    sum: roubles(row.sum),
    img: shown(row.img),
    maxUses: shown(row.maxUses),
    maxUsesPerUser: shown(row.maxUsesPerUser),
    expiresAt: localDateTime(row.expiresAt),
    active: row.active !== false,
    freeCases: free.map((g) => ({ caseSlug: g.caseSlug, opens: String(g.opens), hours: shown(g.hours) })),
    flexOffers: flex.map((o) => ({ caseSlug: o.caseSlug, tcoinFactor: String(o.tcoinFactor), priceFrom: roubles(o.priceFrom), moneyFactorBp: String(o.moneyFactorBp) })),
  };
}
