import type { AuditAction } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { auditLog } from '../../platform/db/schema/index.js';
import type { ConsoleActor } from './console-roles.js';

export interface AuditEntry {
  action: AuditAction;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Writes the one audit row of a console action, in the action's own transaction. */
export async function recordAudit(tx: DbOrTx, actor: Pick<ConsoleActor, 'userId' | 'role' | 'ip'> | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
    ip: actor?.ip ?? null,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
