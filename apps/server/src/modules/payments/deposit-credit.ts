import { bonusCoins, fromWire, toWire } from '@tastydrop/domain';
import type { StoredPaymentBonus } from '../../platform/db/schema/index.js';

export interface CaseRef {
  slug: string;
  name: string;
  image: string;
  /** Kopecks. */
  price: number;
}

/** The promo waiting for a deposit, with its blogger offers resolved to cases. */
export type DepositPromo =
  | { kind: 'common'; activationId: number; percentBp: number }
  | {
      kind: 'blogger';
      activationId: number;
      offers: { priceFrom: number; moneyFactorBp: number; tcoinFactor: number; case: CaseRef | null }[];
    };

export interface DepositCredit {
  /** Deposit bonus of the bonus levels plus the method's bonus (kopecks). */
  depositBonus: number;
  /** The promo's money: a common percent, or a blogger's extra over the deposit plus the prize case's price. */
  promoMoney: number;
  /** Bonus coins in hundredths (the coin balance's unit). */
  coins: number;
  /** What the status call shows for a blogger promo. */
  bonus: StoredPaymentBonus | null;
  /** Whether the promo applied (a blogger promo needs a deposit of at least its first offer's price). */
  promoApplied: boolean;
  /** Deposit bonus plus a common promo's money: the status call's bonusMoney. */
  bonusMoney: number;
}

const share = (value: number, bp: number) => Math.floor((value * bp) / 10_000);

/**
 * What a deposit of `value` kopecks earns (docs/decisions/009-payments.md): the bonus level's and the method's
 * percent, plus the promo: common adds its percent; blogger takes the best offer the deposit reaches, raising
 * the deposit to value × moneyFactor (sumPromo), adding floor(value × coins / 100) coins and the case's price.
 */
export function depositCredit(value: number, levelBp: number, methodBp: number, promo: DepositPromo | null): DepositCredit {
  const depositBonus = share(value, levelBp) + share(value, methodBp);
  const none = { depositBonus, promoMoney: 0, coins: 0, bonus: null, promoApplied: false, bonusMoney: depositBonus };
  if (!promo) return none;
  if (promo.kind === 'common') {
    const promoMoney = share(value, promo.percentBp);
    return { ...none, promoMoney, promoApplied: true, bonusMoney: depositBonus + promoMoney };
  }
  const offer = [...promo.offers].sort((a, b) => b.priceFrom - a.priceFrom).find((o) => value >= o.priceFrom);
  if (!offer) return none;
  const sumPromo = share(value, offer.moneyFactorBp);
  const prize = offer.case;
  const coinsWhole = bonusCoins(toWire(value), offer.tcoinFactor);
  return {
    ...none,
    promoMoney: Math.max(0, sumPromo - value) + (prize?.price ?? 0),
    coins: fromWire(coinsWhole),
    promoApplied: true,
    bonus: {
      coins: offer.tcoinFactor,
      prize: prize ? { icon: prize.image, title: prize.name, price: prize.price, link: `/open/${prize.slug}` } : null,
      sumPromo,
    },
  };
}
