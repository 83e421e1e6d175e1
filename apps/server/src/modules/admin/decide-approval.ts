import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { balanceApprovals } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { applyAdjustment } from './adjust-balance.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

/**
 * Approves (applying the change through the wallet) or rejects a pending balance adjustment. The deciding
 * account must not be the one that asked.
 */
export async function decideApproval(db: Db, actor: ConsoleActor, approvalId: number, approve: boolean, reason: string | null): Promise<{ status: 'approved' | 'rejected'; balance: number | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(balanceApprovals).where(eq(balanceApprovals.id, approvalId)).for('update');
    if (!row) throw new AppError('dataNotFound');
    if (row.status !== 'pending') throw new AppError('approval_not_pending');
    if (row.requestedBy === actor.userId) throw new AppError('approval_same_account');
    const status = approve ? 'approved' : 'rejected';
    const balance = approve ? await applyAdjustment(tx, row, `admin-approval:${row.id}`, `console:${row.requestedBy}:${actor.userId}`) : null;
    await tx
      .update(balanceApprovals)
      .set({ status, decidedBy: actor.userId, decidedAt: new Date() })
      .where(and(eq(balanceApprovals.id, approvalId), eq(balanceApprovals.status, 'pending')));
    await recordAudit(tx, actor, {
      action: approve ? 'balance.approve' : 'balance.reject',
      target: `user:${row.userId}`,
      before: { approvalId, status: 'pending' },
      after: { approvalId, status, currency: row.currency, delta: row.delta, balance },
      reason: reason ?? row.reason,
    });
    return { status, balance };
  });
}
