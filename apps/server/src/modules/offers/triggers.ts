import { and, eq } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { dailyCaseClaims, offerPurchases, offerTriggers, offers } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { isOnBreak } from '../responsible-play/on-break.js';
import { dailyCaseRows } from '../daily-cases/daily-catalog.js';

async function personalOffer(db: DbOrTx, game: Game, type: string) {
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.game, game), eq(offers.kind, 'personal'), eq(offers.triggerType, type), eq(offers.active, true)))
    .limit(1);
  return offer ?? null;
}

/** Fires a trigger once per key; the unique key makes a repeat (or a race) a no-op. */
async function fire(db: DbOrTx, userId: number, offerId: number, type: string, key: string, lifetimeHours: number, now: Date, caseId?: number) {
  // No personal offer reaches a player in a time-out or a self-exclusion.
  if (await isOnBreak(db, userId)) return;
  await db
    .insert(offerTriggers)
    .values({ userId, offerId, type, triggerKey: key, caseId: caseId ?? null, expiresAt: new Date(now.getTime() + lifetimeHours * 3_600_000) })
    .onConflictDoNothing({ target: offerTriggers.triggerKey });
}

/**
 * The welcome offer: every player gets it once, created with the account (in the registration's
 * transaction), unless they bought it already.
 */
export async function fireWelcomeTrigger(db: DbOrTx, game: Game, userId: number, now = new Date()): Promise<void> {
  const offer = await personalOffer(db, game, 'welcome');
  if (!offer) return;
  const [bought] = await db.select({ id: offerPurchases.id }).from(offerPurchases).where(and(eq(offerPurchases.userId, userId), eq(offerPurchases.offerId, offer.id)));
  if (bought) return;
  await fire(db, userId, offer.id, 'welcome', `welcome:${userId}`, offer.lifetimeHours, now);
}

/**
 * POST /v1/triggers/dailycasepay: while the player's daily case cools down, offers to open it again
 * now for a small price (one offer per cooldown period).
 */
export async function fireDailyCasePayTrigger(db: DbOrTx, game: Game, userId: number, caseId: number, now = new Date()): Promise<number> {
  const offer = await personalOffer(db, game, 'dailycasepay');
  if (!offer) throw new AppError('offer_not_found');
  if (!(await dailyCaseRows(db, game)).some((d) => d.caseId === caseId)) throw new AppError('caseNotFound');
  const [claim] = await db.select().from(dailyCaseClaims).where(eq(dailyCaseClaims.userId, userId));
  if (!claim || claim.nextOpenAt <= now) throw new AppError('case_not_available');
  const key = `dailycasepay:${userId}:${claim.nextOpenAt.toISOString()}`;
  const hours = Math.max(1, Math.ceil((claim.nextOpenAt.getTime() - now.getTime()) / 3_600_000));
  await fire(db, userId, offer.id, 'dailycasepay', key, Math.min(hours, offer.lifetimeHours), now, caseId);
  const [row] = await db.select({ id: offerTriggers.id }).from(offerTriggers).where(eq(offerTriggers.triggerKey, key));
  return row!.id;
}
