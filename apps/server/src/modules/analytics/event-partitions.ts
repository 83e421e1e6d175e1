import type { Db } from '../../platform/db/index.js';
import { createPartitionsAhead, dropPartitionsPast } from '../../platform/db/partitions.js';
import { analyticsEvents } from '../../platform/db/schema/index.js';

/**
 * Keeps analytics_events' monthly partitions: the months ahead exist, and whole months older than `keepMonths`
 * before this one are dropped (their rows are past the month pruneAnalyticsEvents keeps anyway).
 */
export async function maintainEventPartitions(db: Db, now: Date, opts: { monthsAhead: number; keepMonths: number }): Promise<{ created: number; dropped: number }> {
  const created = await createPartitionsAhead(db, analyticsEvents, now, opts.monthsAhead);
  const dropped = await dropPartitionsPast(db, analyticsEvents, now, opts.keepMonths);
  return { created, dropped };
}
