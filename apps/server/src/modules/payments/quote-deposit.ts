import { eq } from 'drizzle-orm';
import { bonusMultiplierFor, type Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { paymentDirections, type payments } from '../../platform/db/schema/index.js';
import { depositCredit, type DepositCredit, type DepositPromo } from './deposit-credit.js';
import { loadBonusLevels } from './list-bonus-levels.js';
import { depositPromoFor } from './promo/present-promo.js';

type PaymentRow = typeof payments.$inferSelect;

/**
 * What a deposit of this payment earns if it succeeds now: the bonus level's and the method's percent and the
 * player's waiting promo. Settlement books it (under the player's lock); the checkout shows it beforehand.
 */
export async function quoteDeposit(db: DbOrTx, game: Game, payment: Pick<PaymentRow, 'userId' | 'value' | 'directionId'>): Promise<{ earned: DepositCredit; promo: DepositPromo | null; levelBp: number; methodBp: number }> {
  const levels = (await loadBonusLevels(db)).map((l) => ({ limit: l.limit, bonusMultiplier: l.multiplierBp }));
  const levelBp = bonusMultiplierFor(levels, payment.value);
  const [direction] = await db.select({ bonusBp: paymentDirections.bonusBp }).from(paymentDirections).where(eq(paymentDirections.id, payment.directionId));
  const methodBp = direction?.bonusBp ?? 0;
  const promo = await depositPromoFor(db, game, payment.userId);
  return { earned: depositCredit(payment.value, levelBp, methodBp, promo), promo, levelBp, methodBp };
}
