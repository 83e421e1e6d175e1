import type { Db } from '../../platform/db/index.js';
import { createPartitionsAhead } from '../../platform/db/partitions.js';
import { auditLog } from '../../platform/db/schema/index.js';

/** Creates audit_log's monthly partitions for the months ahead. The audit is never dropped: no retention applies to it. */
export async function maintainAuditPartitions(db: Db, now: Date, opts: { monthsAhead: number }): Promise<{ created: number }> {
  return { created: await createPartitionsAhead(db, auditLog, now, opts.monthsAhead) };
}
