import { and, eq } from 'drizzle-orm';
import { normalizePromoCode, type Game, type PromoInfo } from '@tastydrop/domain';
import type { DbOrTx } from '../../../platform/db/index.js';
import { promoActivations, promoCodes } from '../../../platform/db/schema/index.js';
import { usablePromo } from './check-promo.js';
import { presentPromo } from './present-promo.js';

/**
 * GET /payments/promo/info/{code} (a player: their own uses count too) and /promo/info/guest/{code} (anyone).
 * A code the player already holds as active reads as usable, so the refill page can show it.
 */
export async function getPromoInfo(db: DbOrTx, game: Game, code: string, userId: number | null): Promise<PromoInfo> {
  if (userId !== null) {
    const held = await activePromoRow(db, userId);
    if (held && held.code === normalizePromoCode(code)) return presentPromo(db, game, held);
  }
  return presentPromo(db, game, await usablePromo(db, code, userId));
}

async function activePromoRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ promo: promoCodes })
    .from(promoActivations)
    .innerJoin(promoCodes, eq(promoCodes.id, promoActivations.promoId))
    .where(and(eq(promoActivations.userId, userId), eq(promoActivations.status, 'active')))
    .limit(1);
  return row?.promo ?? null;
}

/** GET /payments/promo/user: the promo waiting for the player's next deposit, if any. */
export async function getActivePromo(db: DbOrTx, game: Game, userId: number): Promise<PromoInfo | null> {
  const row = await activePromoRow(db, userId);
  return row ? presentPromo(db, game, row) : null;
}
