import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Game, PersonalOffer } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { offerPurchases, offerTriggers, offers } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { isOnBreak } from '../responsible-play/on-break.js';
import { presentOffer } from './present-offer.js';

/** GET /v1/offers: the secret shop's offers, each marked bought when the player has it. */
export async function listShopOffers(db: DbOrTx, catalog: CaseCatalog, game: Game, userId: number): Promise<PersonalOffer[]> {
  const [rows, bought] = await Promise.all([
    db.select().from(offers).where(and(eq(offers.game, game), eq(offers.kind, 'shop'), eq(offers.active, true))).orderBy(asc(offers.sort), asc(offers.id)),
    db.select({ offerId: offerPurchases.offerId }).from(offerPurchases).where(eq(offerPurchases.userId, userId)),
  ]);
  const owned = new Set(bought.map((b) => b.offerId));
  return Promise.all(rows.map((o) => presentOffer(catalog, o, null, owned.has(o.id))));
}

/** The player's open personal offers (triggers not bought and not expired), newest first. */
export async function listActiveTriggers(db: DbOrTx, catalog: CaseCatalog, userId: number, now = new Date()): Promise<PersonalOffer[]> {
  // A player in a time-out or a self-exclusion is shown no personal offer.
  if (await isOnBreak(db, userId)) return [];
  const rows = await db
    .select({ trigger: offerTriggers, offer: offers })
    .from(offerTriggers)
    .innerJoin(offers, eq(offers.id, offerTriggers.offerId))
    .where(
      and(
        eq(offerTriggers.userId, userId),
        eq(offerTriggers.status, 'active'),
        gt(offerTriggers.expiresAt, sql`${now.toISOString()}::timestamptz`),
        eq(offers.active, true),
      ),
    )
    .orderBy(sql`${offerTriggers.id} DESC`);
  return Promise.all(rows.map((r) => presentOffer(catalog, r.offer, r.trigger, false)));
}

/** GET /v1/offers/user/{x}: one of the player's personal offers by trigger id. */
export async function getUserOffer(db: DbOrTx, catalog: CaseCatalog, userId: number, triggerId: number): Promise<PersonalOffer> {
  const [row] = await db
    .select({ trigger: offerTriggers, offer: offers })
    .from(offerTriggers)
    .innerJoin(offers, eq(offers.id, offerTriggers.offerId))
    .where(and(eq(offerTriggers.id, triggerId), eq(offerTriggers.userId, userId)));
  if (!row) throw new AppError('offer_not_found');
  return presentOffer(catalog, row.offer, row.trigger, row.trigger.status === 'bought');
}
