import { and, count, eq, inArray } from 'drizzle-orm';
import { normalizePromoCode } from '@tastydrop/domain';
import type { DbOrTx } from '../../../platform/db/index.js';
import { consoleAccounts, promoActivations, promoCodes } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../core/app-error.js';
import { samePersonIds } from '../../risk/account-signals.js';
import type { PromoRow } from './present-promo.js';

/**
 * How often the player, or an account of the same person (docs/decisions/058), has taken this code (waiting or paid
 * out; withdrawn ones do not count): a code's uses per player are uses per person.
 */
async function userUses(db: DbOrTx, promoId: number, userId: number): Promise<number> {
  const accounts = [userId, ...(await samePersonIds(db, userId))];
  const [row] = await db
    .select({ n: count() })
    .from(promoActivations)
    .where(and(eq(promoActivations.promoId, promoId), inArray(promoActivations.userId, accounts), inArray(promoActivations.status, ['active', 'used'])));
  return Number(row?.n ?? 0);
}

/**
 * The code's row when it can be taken: known, enabled and not held for a second console account's approval, not
 * expired, total uses left and, for a player, their own uses left; a console account takes no code at all. Each
 * failure has its catalogue code.
 */
export async function usablePromo(db: DbOrTx, rawCode: string, userId: number | null, now = new Date()): Promise<PromoRow> {
  const code = normalizePromoCode(rawCode);
  if (!code) throw new AppError('promo_not_found', { code });
  if (userId !== null) {
    const [staff] = await db.select({ userId: consoleAccounts.userId }).from(consoleAccounts).where(eq(consoleAccounts.userId, userId)).limit(1);
    if (staff) throw new AppError('promo_console_account');
  }
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  if (!promo || !promo.active || promo.approvalId !== null) throw new AppError('promo_not_found', { code });
  if (promo.expiresAt && promo.expiresAt <= now) throw new AppError('promo_expired', { code });
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) throw new AppError('promo_limit_reached', { code });
  if (userId !== null && (await userUses(db, promo.id, userId)) >= promo.maxUsesPerUser) throw new AppError('promo_already_used', { code });
  return promo;
}
