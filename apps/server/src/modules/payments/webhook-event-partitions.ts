import type { Db } from '../../platform/db/index.js';
import { createPartitionsAhead, dropPartitionsPast } from '../../platform/db/partitions.js';
import { paymentWebhookEvents } from '../../platform/db/schema/index.js';

/**
 * Keeps payment_webhook_events' monthly partitions: the months ahead exist, and whole months older than `keepMonths`
 * before this one are dropped. A delivery's record is for the operator's diagnosis; the payment itself and its ledger
 * entries are kept in tables that are never pruned.
 */
export async function maintainWebhookEventPartitions(
  db: Db,
  now: Date,
  opts: { monthsAhead: number; keepMonths: number },
): Promise<{ created: number; dropped: number }> {
  const created = await createPartitionsAhead(db, paymentWebhookEvents, now, opts.monthsAhead);
  const dropped = await dropPartitionsPast(db, paymentWebhookEvents, now, opts.keepMonths);
  return { created, dropped };
}
