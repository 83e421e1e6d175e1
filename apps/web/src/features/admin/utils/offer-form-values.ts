import { z } from 'zod';
import { OFFER_TRIGGERS, OfferInput } from '@tastydrop/domain';
import type { ConsoleRow } from '../api/console-keys';
import { roubles, shown, typedNumber } from './form-values';

/** The offer editor's fields as typed (text), before they become the wire's `OfferInput`. */
export const OfferFormValues = z.object({
  game: z.enum(['dota', 'cs']),
  slug: z.string(),
  kind: z.enum(['shop', 'personal']),
  triggerType: z.union([z.enum(OFFER_TRIGGERS), z.literal('')]),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.string(),
  oldPrice: z.string(),
  bonusCoins: z.string(),
  bonusMoney: z.string(),
  cases: z.array(z.object({ slug: z.string(), opens: z.string() })),
  labelName: z.string(),
  labelColor: z.string(),
  active: z.boolean(),
  sort: z.string(),
  lifetimeHours: z.string(),
});
export type OfferFormValues = z.infer<typeof OfferFormValues>;

function toInput(v: OfferFormValues) {
  return {
    game: v.game,
    slug: v.slug,
    kind: v.kind,
    triggerType: v.kind === 'personal' ? v.triggerType || null : null,
    name: v.name,
    title: v.title,
    description: v.description,
    image: v.image,
    price: typedNumber(v.price),
    oldPrice: typedNumber(v.oldPrice),
    bonusCoins: typedNumber(v.bonusCoins) ?? 0,
    bonusMoney: typedNumber(v.bonusMoney) ?? 0,
    cases: v.cases.map((c) => ({ slug: c.slug, opens: typedNumber(c.opens) })),
    labelName: v.labelName.trim() || null,
    labelColor: v.labelColor.trim() || null,
    active: v.active,
    sort: typedNumber(v.sort) ?? 0,
    lifetimeHours: typedNumber(v.lifetimeHours) ?? 24,
  };
}

/** The form's schema (the typed numbers may still be NaN or null: the domain's schema is the one that checks them): typed fields in, the domain's checked `OfferInput` out. */
export const OfferForm = OfferFormValues.transform((v) => toInput(v) as unknown as z.input<typeof OfferInput>).pipe(OfferInput);

export const EMPTY_OFFER: OfferFormValues = {
  game: 'dota',
  slug: '',
  kind: 'shop',
  triggerType: '',
  name: '',
  title: '',
  description: '',
  image: '',
  price: '',
  oldPrice: '',
  bonusCoins: '0',
  bonusMoney: '0',
  cases: [],
  labelName: '',
  labelColor: '',
  active: true,
  sort: '0',
  lifetimeHours: '24',
};

/** A listed offer (amounts in kopecks and hundredths of a coin) as the editor's fields. */
export function offerFormValues(row: ConsoleRow): OfferFormValues {
  const trigger = OFFER_TRIGGERS.find((x) => x === row.triggerType);
  return {
    game: row.game === 'cs' ? 'cs' : 'dota',
    slug: shown(row.slug),
    kind: row.kind === 'personal' ? 'personal' : 'shop',
    triggerType: trigger ?? '',
    name: shown(row.name),
    title: shown(row.title),
    description: shown(row.description),
    image: shown(row.image),
    price: roubles(row.price),
    oldPrice: roubles(row.oldPrice),
    bonusCoins: roubles(row.bonusCoins),
    bonusMoney: roubles(row.bonusMoney),
    cases: ((row.cases as { slug: string; opens: number }[] | null) ?? []).map((c) => ({ slug: c.slug, opens: String(c.opens) })),
    labelName: shown(row.labelName),
    labelColor: shown(row.labelColor),
    active: row.active !== false,
    sort: shown(row.sort),
    lifetimeHours: shown(row.lifetimeHours),
  };
}
