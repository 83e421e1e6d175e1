import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/index.js';
import { promoCodes } from '../../../platform/db/schema/index.js';

/**
 * The console's and the seed's writes of promo codes (docs/decisions/053-one-owner-per-table.md): the payments
 * module alone changes `promo_codes`; players' uses are counted where a code is applied.
 */

export type NewPromoCode = typeof promoCodes.$inferInsert;

/** Adds promo codes in one statement; returns their ids in the order given. */
export async function insertPromoCodes(db: DbOrTx, rows: NewPromoCode[]): Promise<{ id: number }[]> {
  return db.insert(promoCodes).values(rows).returning({ id: promoCodes.id });
}

/** Adds a promo code unless one with its code exists already (then changes nothing). */
export async function insertPromoCodeUnlessTaken(db: DbOrTx, row: NewPromoCode): Promise<void> {
  await db.insert(promoCodes).values(row).onConflictDoNothing({ target: promoCodes.code });
}

/** Changes what a promo code gives and its limits. */
export async function updatePromoCode(db: DbOrTx, promoId: number, row: NewPromoCode): Promise<void> {
  await db.update(promoCodes).set(row).where(eq(promoCodes.id, promoId));
}

/** Lets players activate a code, or stops them. */
export async function markPromoActive(db: DbOrTx, promoId: number, active: boolean): Promise<void> {
  await db.update(promoCodes).set({ active }).where(eq(promoCodes.id, promoId));
}

/** Holds a code for the approval that asks a second account (players cannot take it meanwhile), or with null frees it. */
export async function setPromoApproval(db: DbOrTx, promoId: number, approvalId: number | null): Promise<void> {
  await db.update(promoCodes).set({ approvalId }).where(eq(promoCodes.id, promoId));
}

/** Releases a code to players once its approval is granted, unless a later edit holds it for another approval. */
export async function releaseApprovedPromo(db: DbOrTx, promoId: number, approvalId: number): Promise<void> {
  await db.update(promoCodes).set({ approvalId: null }).where(and(eq(promoCodes.id, promoId), eq(promoCodes.approvalId, approvalId)));
}
