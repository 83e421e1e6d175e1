import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { normalizePromoCode, toWire, type Game, type PromoApplyResponse } from '@tastydrop/domain';
import type { Db, Tx } from '../../../platform/db/index.js';
import { withTransaction } from '../../../platform/db/transaction.js';
import { promoActivations, promoCodes, users } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../core/app-error.js';
import { grantGifts } from '../../rewards/free-case-gifts.js';
import { credit } from '../../wallet/wallet.js';
import { assertMayPlay } from '../../wallet/play-limits-check.js';
import { usablePromo } from './check-promo.js';
import { presentPromo } from './present-promo.js';

/**
 * The one lock order of promo changes (apply, reset, deposit settlement): the player's row, then their
 * activations, then promo code rows in id order. Locking the player first also makes one player's promo
 * changes run one after another.
 */
export async function lockPlayer(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('userNotFound');
  return row.balance;
}

/** Locks promo code rows in id order (after the player and the activations). */
async function lockPromoCodes(tx: Tx, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > 0) await tx.select({ id: promoCodes.id }).from(promoCodes).where(inArray(promoCodes.id, unique)).orderBy(asc(promoCodes.id)).for('update');
}

/** Gives a total use back (the code was withdrawn before it paid out). */
export async function releaseUse(tx: Tx, promoId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
    .where(and(eq(promoCodes.id, promoId), gt(promoCodes.usedCount, 0)));
}

/**
 * POST /payments/promo/apply. An instant code credits its sum at once; a common or blogger code waits for the
 * next deposit, replacing the code that waited before. Total uses are claimed with a conditional update, so the
 * limit holds under concurrency; the player's own limit holds because their row is locked meanwhile. Free cases
 * the code carries are granted in the same transaction, once per player and code (the grant key).
 */
export async function applyPromo(db: Db, game: Game, userId: number, rawCode: string): Promise<PromoApplyResponse> {
  const code = normalizePromoCode(rawCode);
  return withTransaction(db, async (tx) => {
    const balance = await lockPlayer(tx, userId);
    // A code is a bonus, whether it pays now or with the next deposit: none during a break.
    await assertMayPlay(tx, userId);
    const [current] = await tx
      .select({ activationId: promoActivations.id, promo: promoCodes })
      .from(promoActivations)
      .innerJoin(promoCodes, eq(promoCodes.id, promoActivations.promoId))
      .where(and(eq(promoActivations.userId, userId), eq(promoActivations.status, 'active')))
      .limit(1)
      .for('update', { of: promoActivations });
    if (current?.promo.code === code) return { promo: await presentPromo(tx, game, current.promo), credited: null, balance: toWire(balance), grantedFreeCases: [] };

    const promo = await usablePromo(tx, code, userId);
    // Both code rows this change touches (the new one's uses, the replaced one's given back), in id order.
    await lockPromoCodes(tx, current ? [promo.id, current.promo.id] : [promo.id]);
    const [claimed] = await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(and(eq(promoCodes.id, promo.id), or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses))))
      .returning({ id: promoCodes.id });
    if (!claimed) throw new AppError('promo_limit_reached', { code });
    const grantedFreeCases = await grantGifts(tx, { userId, game, gifts: promo.freeCases ?? [], source: 'promo', key: `promo:${promo.id}:user:${userId}` });

    if (promo.type === 'instant') {
      const [activation] = await tx
        .insert(promoActivations)
        .values({ promoId: promo.id, userId, status: 'used', usedAt: sql`now()` })
        .returning({ id: promoActivations.id });
      const sum = promo.sum ?? 0;
      const after = sum > 0
        ? await credit(tx, { userId, currency: 'money', amount: sum, reason: 'promo_instant', ref: `promo:${promo.code}`, idempotencyKey: `promo:activation:${activation!.id}` })
        : balance;
      return { promo: await presentPromo(tx, game, promo), credited: toWire(sum), balance: toWire(after ?? balance), grantedFreeCases };
    }

    if (current) {
      await tx.update(promoActivations).set({ status: 'reset' }).where(eq(promoActivations.id, current.activationId));
      await releaseUse(tx, current.promo.id);
    }
    await tx.insert(promoActivations).values({ promoId: promo.id, userId, status: 'active' });
    return { promo: await presentPromo(tx, game, promo), credited: null, balance: toWire(balance), grantedFreeCases };
  });
}
