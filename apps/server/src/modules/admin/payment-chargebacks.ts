import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { paymentChargebacks, payments, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { AppError } from '../../core/app-error.js';
import { liftWithdrawalFreeze } from '../users/withdrawal-freeze.js';
import { recordAudit } from './audit.js';
import { refuseOwnAccount } from './console-limits.js';
import type { ConsoleActor } from './console-roles.js';
import { selectRows } from './rows.js';

const c = alias(paymentChargebacks, 'c');
const p = alias(payments, 'p');
const u = alias(users, 'u');

/**
 * A payment's case file of refunds and chargebacks the provider announced (docs/decisions/055-chargebacks.md):
 * the provider's notice id, its amount and date, what it took from the balance, the debt it left, whether it
 * froze withdrawals, and the player's debt and freeze as they are now.
 */
export async function getPaymentChargebacks(db: DbOrTx, paymentId: number): Promise<Record<string, unknown>[]> {
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('payment_not_found');
  return selectRows(
    db,
    sql`
    SELECT ${c.id}, ${c.createdAt}, ${c.kind}, ${c.provider}, ${c.providerRefundId} AS notice_id, ${c.amount}, ${p.currency}, ${c.owed}, ${c.debited},
      ${c.debt}, ${c.frozen}, ${c.refundId}, ${c.userId}, ${u.debt} AS debt_now, ${u.withdrawalsFrozenAt} AS frozen_since
    FROM ${tableAs(paymentChargebacks, c)} JOIN ${tableAs(payments, p)} ON ${p.id} = ${c.paymentId} JOIN ${tableAs(users, u)} ON ${u.id} = ${c.userId}
    WHERE ${c.paymentId} = ${paymentId}
    ORDER BY ${c.id}`,
  );
}

/** Lets a player withdraw again after a chargeback froze it: audited with the reason; never on the actor's own account. */
export async function liftPlayerWithdrawalFreeze(db: Db, actor: ConsoleActor, userId: number, reason: string): Promise<void> {
  refuseOwnAccount(actor, userId);
  await db.transaction(async (tx) => {
    const [player] = await tx
      .select({ frozenAt: users.withdrawalsFrozenAt, frozenReason: users.withdrawalsFrozenReason, debt: users.debt })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.withdrawalsFrozenAt)))
      .for('no key update');
    if (!player || !(await liftWithdrawalFreeze(tx, userId))) throw new AppError('withdrawals_not_frozen');
    await recordAudit(tx, actor, {
      action: 'player.lift_withdrawal_freeze',
      target: `user:${userId}`,
      before: { frozenAt: player.frozenAt?.toISOString() ?? null, frozenReason: player.frozenReason, debt: player.debt },
      after: { frozen: false },
      reason,
    });
  });
}
