import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.js';
import { withTransaction } from '../../../platform/db/transaction.js';
import { promoActivations } from '../../../platform/db/schema/index.js';
import { lockPlayer, releaseUse } from './apply-promo.js';

/** GET /payments/promo/user/reset: withdraws the promo waiting for the next deposit (no-op without one). */
export async function resetPromo(db: Db, userId: number): Promise<{ ok: true }> {
  await withTransaction(db, async (tx) => {
    await lockPlayer(tx, userId);
    const [reset] = await tx
      .update(promoActivations)
      .set({ status: 'reset' })
      .where(and(eq(promoActivations.userId, userId), eq(promoActivations.status, 'active')))
      .returning({ promoId: promoActivations.promoId });
    if (reset) await releaseUse(tx, reset.promoId);
  });
  return { ok: true };
}
