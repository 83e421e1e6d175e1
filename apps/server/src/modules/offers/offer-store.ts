import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { offers } from '../../platform/db/schema/index.js';

/** The writes of offers (docs/decisions/053-one-owner-per-table.md): the offers module alone changes `offers`. */

export type NewOffer = typeof offers.$inferInsert;

/** Adds offers in one statement; returns their ids in the order given. */
export async function insertOffers(db: DbOrTx, rows: NewOffer[]): Promise<{ id: number }[]> {
  return db.insert(offers).values(rows).returning({ id: offers.id });
}

/** Changes what an offer sells and how it is shown (open triggers keep pointing at it). */
export async function updateOffer(db: DbOrTx, offerId: number, row: NewOffer): Promise<void> {
  await db.update(offers).set(row).where(eq(offers.id, offerId));
}

/** Shows an offer and sells it again, or hides it (open triggers included). */
export async function markOfferActive(db: DbOrTx, offerId: number, active: boolean): Promise<void> {
  await db.update(offers).set({ active }).where(eq(offers.id, offerId));
}
