import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.js';
import { paymentReconciliations, paymentRefunds } from '../../platform/db/schema/index.js';

/** Opens a pending refund of a payment; null when the payment already has one pending or done (the table's unique rule). */
export async function openRefund(tx: Tx, refund: { paymentId: number; value: number; requestedBy: number; reason: string }): Promise<number | null> {
  const [row] = await tx.insert(paymentRefunds).values(refund).onConflictDoNothing().returning({ id: paymentRefunds.id });
  return row?.id ?? null;
}

/** Marks a refund the provider accepted. */
export async function markRefundSucceeded(db: Db, refundId: number, providerRefundId: string): Promise<void> {
  await db.update(paymentRefunds).set({ status: 'succeeded', providerRefundId, finishedAt: new Date() }).where(eq(paymentRefunds.id, refundId));
}

/** Marks a pending refund the provider refused; false when it was no longer pending. */
export async function markRefundFailed(tx: Tx, refundId: number, failure: string): Promise<boolean> {
  const [marked] = await tx
    .update(paymentRefunds)
    .set({ status: 'failed', failure, finishedAt: new Date() })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
    .returning({ id: paymentRefunds.id });
  return marked !== undefined;
}

/** Records that an operator checked a payment against the provider by hand. */
export async function recordReconciliation(tx: Tx, entry: { paymentId: number; reconciledBy: number; reason: string }): Promise<void> {
  await tx.insert(paymentReconciliations).values(entry);
}
