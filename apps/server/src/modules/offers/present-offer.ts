import { type PersonalOffer, roundedPercent, toWire } from '@tastydrop/domain';
import type { offerTriggers, offers } from '../../platform/db/schema/index.js';
import type { CaseCatalog, LoadedCase } from '../cases/case-catalog.js';

export type OfferRow = typeof offers.$inferSelect;
export type TriggerRow = typeof offerTriggers.$inferSelect;

/** The cases an offer grants: its own list, or the trigger's case (the daily case to open again). */
export async function offerCases(catalog: CaseCatalog, offer: OfferRow, trigger: TriggerRow | null): Promise<{ loaded: LoadedCase; opens: number }[]> {
  const list = trigger?.caseId ? [{ ref: trigger.caseId as number | string, opens: 1 }] : offer.cases.map((c) => ({ ref: c.slug as number | string, opens: c.opens }));
  const out: { loaded: LoadedCase; opens: number }[] = [];
  for (const c of list) {
    const loaded = await catalog.get(c.ref);
    if (loaded) out.push({ loaded, opens: c.opens });
  }
  return out;
}

export async function presentOffer(catalog: CaseCatalog, offer: OfferRow, trigger: TriggerRow | null, bought: boolean): Promise<PersonalOffer> {
  const cases = await offerCases(catalog, offer, trigger);
  const sale = offer.oldPrice && offer.oldPrice > offer.price ? roundedPercent(1 - offer.price / offer.oldPrice, 0) : 0;
  return {
    triggerId: trigger?.id ?? null,
    offerId: offer.id,
    offerName: offer.name,
    title: offer.title,
    description: offer.description,
    image: offer.image,
    oldPrice: offer.oldPrice === null ? null : toWire(offer.oldPrice),
    price: toWire(offer.price),
    sale,
    bonusCoins: toWire(offer.bonusCoins),
    bonusMoney: toWire(offer.bonusMoney),
    cases: cases.map((c) => ({ id: c.loaded.row.id, name: c.loaded.row.slug, title: c.loaded.row.name, image: c.loaded.row.appearance.image, opens: c.opens })),
    label: offer.labelName ? 'custom' : null,
    labelColor: offer.labelColor,
    labelName: offer.labelName,
    triggerType: trigger?.type ?? offer.triggerType,
    expiresAt: trigger ? trigger.expiresAt.toISOString() : null,
    bought,
  };
}
