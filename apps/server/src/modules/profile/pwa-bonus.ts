import { eq, inArray } from 'drizzle-orm';
import { toWire, type Game, type PrizeSpec, type PwaBonus, type PwaBonusClaim } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { freeCaseGrants, ledger, users } from '../../platform/db/schema/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../core/app-error.js';
import { giftGrantKey, payPrize, presentPrize } from '../rewards/free-case-gifts.js';
import { lockPerson, samePersonIds } from '../risk/account-signals.js';

/** The install bonus as configured: free opens of PWA_BONUS_CASE, else PWA_BONUS_COINS coins. */
export function pwaBonusPrize(config: Pick<Config, 'PWA_BONUS_COINS' | 'PWA_BONUS_CASE' | 'PWA_BONUS_CASE_OPENS'>): PrizeSpec {
  return config.PWA_BONUS_CASE
    ? { kind: 'freeCase', gift: { caseSlug: config.PWA_BONUS_CASE, opens: config.PWA_BONUS_CASE_OPENS } }
    : { kind: 'coins', amount: config.PWA_BONUS_COINS };
}

/** One bonus per player, whatever its kind: the wallet credit and the free-case grant share this key. */
const bonusKey = (userId: number) => `pwa-bonus:${userId}`;

/** Whether the player, or an account of the same person (docs/decisions/058), has taken the bonus. */
async function claimed(db: DbOrTx, userId: number): Promise<boolean> {
  const keys = [userId, ...(await samePersonIds(db, userId))].map(bonusKey);
  const [credit] = await db.select({ id: ledger.id }).from(ledger).where(inArray(ledger.idempotencyKey, keys)).limit(1);
  if (credit) return true;
  const [grant] = await db
    .select({ id: freeCaseGrants.id })
    .from(freeCaseGrants)
    .where(inArray(freeCaseGrants.grantKey, keys.map((key) => giftGrantKey(key, 0))))
    .limit(1);
  return Boolean(grant);
}

/** GET /v1/users/pwa-bonus: the bonus and whether the player has taken it. */
export async function getPwaBonus(db: DbOrTx, game: Game, prize: PrizeSpec, userId: number): Promise<PwaBonus> {
  return { prize: await presentPrize(db, game, prize), claimed: await claimed(db, userId) };
}

/**
 * POST /v1/users/pwa-bonus: pays the install bonus once (the key; racing claims pay once and the rest
 * answer pwa_bonus_claimed). Whether the app really runs installed cannot be checked here: the client
 * offers the claim only in standalone display mode (docs/decisions/017).
 */
export async function claimPwaBonus(db: Db, game: Game, prize: PrizeSpec, userId: number): Promise<PwaBonusClaim> {
  return withTransaction(db, async (tx) => {
    // Once per person: an account of the same person that took it answers as this one would; two of them racing pay once.
    await lockPerson(tx, 'pwa-bonus', userId);
    if (await claimed(tx, userId)) throw new AppError('pwa_bonus_claimed');
    const paid = await payPrize(tx, { userId, game, prize, source: 'pwa', key: bonusKey(userId), reason: 'pwa_bonus', ref: 'pwa' });
    if (!paid) throw new AppError('pwa_bonus_claimed');
    const [user] = await tx.select({ balance: users.balance, coinBalance: users.coinBalance }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('userNotFound');
    return { prize: await presentPrize(tx, game, prize), claimed: true, balance: toWire(user.balance), coinBalance: toWire(user.coinBalance) };
  });
}
