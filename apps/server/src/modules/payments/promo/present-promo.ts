import { and, eq, inArray } from 'drizzle-orm';
import { bpToPercent, type Game, type PromoInfo, toWire } from '@tastydrop/domain';
import type { DbOrTx } from '../../../platform/db/index.js';
import { cases, promoActivations, promoCodes } from '../../../platform/db/schema/index.js';
import { presentGifts } from '../../rewards/free-case-gifts.js';
import type { CaseRef, DepositPromo } from '../deposit-credit.js';

export type PromoRow = typeof promoCodes.$inferSelect;

/** Catalog cases named by blogger offers, by slug (missing ones are left out). */
async function casesBySlug(db: DbOrTx, game: Game, slugs: string[]): Promise<Map<string, CaseRef>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: cases.slug, name: cases.name, appearance: cases.appearance, price: cases.price })
    .from(cases)
    .where(and(eq(cases.game, game), inArray(cases.slug, slugs)));
  return new Map(rows.map((r) => [r.slug, { slug: r.slug, name: r.name, image: r.appearance.image, price: r.price }]));
}

/** A blogger's offers from the smallest deposit up, with their cases. */
async function bloggerOffers(db: DbOrTx, game: Game, row: PromoRow) {
  const offers = [...(row.flexOffers ?? [])].sort((a, b) => a.priceFrom - b.priceFrom);
  const found = await casesBySlug(db, game, offers.map((o) => o.caseSlug));
  return offers.map((o) => ({ ...o, case: found.get(o.caseSlug) ?? null }));
}

/** The Promo info entity of a code. */
export async function presentPromo(db: DbOrTx, game: Game, row: PromoRow): Promise<PromoInfo> {
  const offers = row.type === 'blogger' ? await bloggerOffers(db, game, row) : null;
  return {
    code: row.code,
    type: row.type,
    percent: row.type === 'common' && row.percentBp !== null ? bpToPercent(row.percentBp) : null,
    img: row.img,
    sum: row.type === 'instant' && row.sum !== null ? toWire(row.sum) : null,
    flexOffers: offers
      ? offers
          .filter((o) => o.case !== null)
          .map((o) => ({
            case: { img: o.case!.image, name: o.case!.name, price: toWire(o.case!.price), slug: o.case!.slug },
            tcoinFactor: o.tcoinFactor,
            priceFrom: toWire(o.priceFrom),
            moneyFactor: o.moneyFactorBp / 10_000,
          }))
      : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    freeCases: await presentGifts(db, game, row.freeCases ?? []),
  };
}

/** The promo waiting for the player's next deposit, or null. */
export async function depositPromoFor(db: DbOrTx, game: Game, userId: number): Promise<DepositPromo | null> {
  const [found] = await db
    .select({ promo: promoCodes, activationId: promoActivations.id })
    .from(promoActivations)
    .innerJoin(promoCodes, eq(promoCodes.id, promoActivations.promoId))
    .where(and(eq(promoActivations.userId, userId), eq(promoActivations.status, 'active')))
    .limit(1);
  if (!found) return null;
  const { promo, activationId } = found;
  if (promo.type === 'common') return { kind: 'common', activationId, percentBp: promo.percentBp ?? 0 };
  if (promo.type === 'blogger') return { kind: 'blogger', activationId, offers: await bloggerOffers(db, game, promo) };
  return null;
}
