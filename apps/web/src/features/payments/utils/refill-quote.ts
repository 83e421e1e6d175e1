import {
  bonusCoins,
  type BonusLevel,
  bonusMultiplierFor,
  type FlexOffer,
  fromWire,
  percentOfMinor,
  type PromoInfo,
  roundedPercent,
  toWire,
} from '@tastydrop/domain';

export interface RefillQuote {
  /** Roubles of balance the amount buys. */
  value: number;
  /** Percent of the bonus level the value reaches. */
  levelPercent: number;
  methodPercent: number;
  /** A common promo's percent (0 without one). */
  promoPercent: number;
  /** Money bonus in roubles: level, method and common promo. */
  bonus: number;
  /** A blogger promo's offer the value reaches, with what it adds. */
  blogger: { offer: FlexOffer; sumPromo: number; coins: number } | null;
  /** What the balance grows by. */
  total: number;
}

/**
 * What a deposit of `amount` (in the country's currency) will bring, as the server books it
 * (docs/decisions/009-payments.md): value at the rate, the level's and method's bonus, then the promo.
 */
export function refillQuote(amount: number, rate: number, methodPercent: number, levels: readonly BonusLevel[], promo: PromoInfo | null): RefillQuote {
  const valueMinor = Number.isFinite(amount) && amount > 0 ? Math.round(fromWire(amount) * rate) : 0;
  const value = toWire(valueMinor);
  const levelPercent = roundedPercent(bonusMultiplierFor(levels, value));
  const promoPercent = promo?.type === 'common' ? (promo.percent ?? 0) : 0;
  const bonusMinor = percentOfMinor(valueMinor, levelPercent) + percentOfMinor(valueMinor, methodPercent) + percentOfMinor(valueMinor, promoPercent);
  let blogger: RefillQuote['blogger'] = null;
  let bloggerExtra = 0;
  if (promo?.type === 'blogger' && valueMinor > 0) {
    const offer = [...(promo.flexOffers ?? [])].sort((a, b) => b.priceFrom - a.priceFrom).find((o) => value >= o.priceFrom);
    if (offer) {
      const sumPromoMinor = Math.floor(valueMinor * offer.moneyFactor + 1e-6);
      blogger = { offer, sumPromo: toWire(sumPromoMinor), coins: bonusCoins(value, offer.tcoinFactor) };
      bloggerExtra = Math.max(0, sumPromoMinor - valueMinor) + fromWire(offer.case.price);
    }
  }
  return { value, levelPercent, methodPercent, promoPercent, bonus: toWire(bonusMinor), blogger, total: toWire(valueMinor + bonusMinor + bloggerExtra) };
}
