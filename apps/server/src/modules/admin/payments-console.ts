import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { alias } from 'drizzle-orm/pg-core';
import { paymentChargebacks, paymentReconciliations, payments, paymentWebhookEvents, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { AppError } from '../../core/app-error.js';
import { recordReconciliation } from '../payments/payment-refunds.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';
import { PAGE_SIZE, selectRows } from './rows.js';

const p = alias(payments, 'p');
const u = alias(users, 'u');
const e = alias(paymentWebhookEvents, 'e');
const r = alias(paymentReconciliations, 'r');
const c = alias(paymentChargebacks, 'c');

export interface PaymentFilter {
  /** An order id (exact) or a player id. */
  q?: string | undefined;
  status?: 'pending' | 'success' | 'fail' | undefined;
  page: number;
}

/** Deposits, newest first, by order id or player and by status, with how many webhooks, manual checks and provider refunds or chargebacks each has. */
export async function listPayments(db: DbOrTx, filter: PaymentFilter): Promise<Record<string, unknown>[]> {
  const q = filter.q?.trim() || null;
  const userId = q && /^\d{1,9}$/.test(q) ? Number(q) : -1;
  return selectRows(
    db,
    sql`
    SELECT ${p.id}, ${p.createdAt}, ${p.orderId}, ${p.userId}, ${u.nickname}, ${p.provider}, ${p.providerPaymentId}, ${p.status}, ${p.amount},
      ${p.currency}, ${p.value}, ${p.completedAt},
      (SELECT count(*) FROM ${tableAs(paymentWebhookEvents, e)} WHERE ${e.provider} = ${p.provider} AND ${e.providerPaymentId} = ${p.providerPaymentId})::int AS webhooks,
      (SELECT count(*) FROM ${tableAs(paymentReconciliations, r)} WHERE ${r.paymentId} = ${p.id})::int AS reconciliations,
      (SELECT count(*) FROM ${tableAs(paymentChargebacks, c)} WHERE ${c.paymentId} = ${p.id})::int AS chargebacks
    FROM ${tableAs(payments, p)} JOIN ${tableAs(users, u)} ON ${u.id} = ${p.userId}
    WHERE (${q}::text IS NULL OR ${p.orderId} = ${q} OR ${p.providerPaymentId} = ${q} OR ${p.userId} = ${userId})
      AND (${filter.status ?? null}::text IS NULL OR ${p.status} = ${filter.status ?? null})
    ORDER BY ${p.id} DESC
    LIMIT ${PAGE_SIZE} OFFSET ${filter.page * PAGE_SIZE}`,
  );
}

/** One payment's webhook deliveries and manual reconciliations, in time order. */
export async function getPaymentHistory(db: DbOrTx, paymentId: number): Promise<Record<string, unknown>[]> {
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('payment_not_found');
  return selectRows(
    db,
    sql`
    SELECT * FROM (
      SELECT ${e.createdAt} AS at, 'webhook' AS kind, ${e.outcome} AS status, ${e.reason}, ${e.ip}, NULL AS login
      FROM ${tableAs(paymentWebhookEvents, e)} JOIN ${tableAs(payments, p)} ON ${p.provider} = ${e.provider} AND ${p.providerPaymentId} = ${e.providerPaymentId}
      WHERE ${p.id} = ${paymentId}
      UNION ALL
      SELECT ${r.createdAt}, 'reconciliation', NULL, ${r.reason}, NULL, ${u.login}
      FROM ${tableAs(paymentReconciliations, r)} LEFT JOIN ${tableAs(users, u)} ON ${u.id} = ${r.reconciledBy} WHERE ${r.paymentId} = ${paymentId}
    ) h ORDER BY at`,
  );
}

/** Records that an operator checked a payment against the provider by hand, with what was found. */
export async function reconcilePayment(db: Db, actor: ConsoleActor, paymentId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select({ id: payments.id, status: payments.status, orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new AppError('payment_not_found');
    await recordReconciliation(tx, { paymentId, reconciledBy: actor.userId, reason });
    await recordAudit(tx, actor, { action: 'payment.reconcile', target: `payment:${paymentId}`, before: { status: payment.status, orderId: payment.orderId }, after: { reconciled: true }, reason });
  });
}
