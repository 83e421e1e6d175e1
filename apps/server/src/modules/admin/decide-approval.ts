import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.js';
import { balanceApprovals, type ApprovalKind, type PartnerPayoutSubject, type PricesApprovalSubject, type PromoApprovalSubject } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { payPartner } from '../partners/partner-accounts.js';
import type { PartnerProgramme } from '../partners/programme.js';
import { releaseApprovedPromo } from '../payments/promo/promo-store.js';
import { applyAdjustment } from './adjust-balance.js';
import { recordAudit } from './audit.js';
import { lockPublishes } from './catalog-versions.js';
import { PUBLISH_ROLES, type ConsoleActor, type ConsoleRole } from './console-roles.js';
import { applyPriceChange } from './price-changes.js';

/** Who may decide each kind: money by finance or the owner; drafted prices by an account that may publish. */
export const DECIDING_ROLES = {
  balance: ['owner', 'finance'],
  promo: ['owner', 'finance'],
  prices: PUBLISH_ROLES,
  partner_payout: ['owner', 'finance'],
} as const satisfies Record<ApprovalKind, readonly ConsoleRole[]>;

/** Every role that decides some kind of approval. */
export const APPROVER_ROLES = [...new Set(Object.values(DECIDING_ROLES).flat())] as ConsoleRole[];

type ApprovalRow = typeof balanceApprovals.$inferSelect;

/** What applying an approval needs: the return ceiling of drafted prices, the programme of a partner payout. */
export interface ApprovalSettings {
  rtpCeiling: number;
  programme: PartnerProgramme;
}

/** Puts an approved change live; returns the player's balance after a balance change (or a payout to it), else null. */
async function applyApproved(tx: Tx, actor: ConsoleActor, row: ApprovalRow, settings: ApprovalSettings): Promise<number | null> {
  if (row.kind === 'partner_payout') {
    const subject = row.subject as PartnerPayoutSubject;
    return payPartner(tx, { userId: row.userId!, mode: subject.mode, amount: subject.amount, approvalId: row.id }, settings.programme);
  }
  if (row.kind === 'balance') {
    return applyAdjustment(tx, { userId: row.userId!, currency: row.currency!, delta: row.delta! }, `admin-approval:${row.id}`, `console:${row.requestedBy}:${actor.userId}`);
  }
  if (row.kind === 'promo') {
    const subject = row.subject as PromoApprovalSubject;
    await releaseApprovedPromo(tx, subject.promoId, row.id);
    return null;
  }
  const subject = row.subject as PricesApprovalSubject;
  await applyPriceChange(tx, actor, subject.game, { items: subject.items, casePrices: subject.casePrices }, settings.rtpCeiling, `approval ${row.id}`);
  return null;
}

/**
 * Approves (putting the change live: a balance change through the wallet, a promo code released to players, drafted
 * prices through the return check, a partner's payout out of their commission) or rejects a pending approval. The deciding account must hold a role that decides
 * the kind, must not be the one that asked, and must not be the player whose balance the change moves.
 */
export async function decideApproval(
  db: Db,
  actor: ConsoleActor,
  approvalId: number,
  approve: boolean,
  reason: string | null,
  settings: ApprovalSettings,
): Promise<{ status: 'approved' | 'rejected'; kind: ApprovalKind; balance: number | null }> {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ kind: balanceApprovals.kind }).from(balanceApprovals).where(eq(balanceApprovals.id, approvalId));
    if (!peek) throw new AppError('dataNotFound');
    // Approved prices publish: the publish lock comes before the row lock.
    if (peek.kind === 'prices' && approve) await lockPublishes(tx);
    const [row] = await tx.select().from(balanceApprovals).where(eq(balanceApprovals.id, approvalId)).for('update');
    if (!row) throw new AppError('dataNotFound');
    if (!(DECIDING_ROLES[row.kind] as readonly ConsoleRole[]).includes(actor.role)) throw new AppError('forbidden');
    if (row.status !== 'pending') throw new AppError('approval_not_pending');
    if (row.requestedBy === actor.userId) throw new AppError('approval_same_account');
    if (row.userId === actor.userId) throw new AppError('approval_own_account');
    const status = approve ? 'approved' : 'rejected';
    const balance = approve ? await applyApproved(tx, actor, row, settings) : null;
    await tx
      .update(balanceApprovals)
      .set({ status, decidedBy: actor.userId, decidedAt: new Date() })
      .where(and(eq(balanceApprovals.id, approvalId), eq(balanceApprovals.status, 'pending')));
    const target = row.kind === 'balance' || row.kind === 'partner_payout' ? `user:${row.userId}` : row.kind === 'promo' ? `promo:${(row.subject as PromoApprovalSubject).promoId}` : `approval:${row.id}`;
    await recordAudit(tx, actor, {
      action: `${row.kind}.${approve ? 'approve' : 'reject'}`,
      target,
      before: { approvalId, status: 'pending' },
      after: { approvalId, status, currency: row.currency, delta: row.delta, subject: row.subject, balance },
      reason: reason ?? row.reason,
    });
    return { status, kind: row.kind, balance };
  });
}
