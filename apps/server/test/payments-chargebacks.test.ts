import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ledger, paymentChargebacks, users } from '../src/platform/db/schema/index.js';
import { sandboxSecret } from '../src/modules/payments/providers/create-provider.js';
import { sandboxRefundNotification } from '../src/modules/payments/providers/sandbox-provider.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, registerUser, type TestApp } from './helpers.js';
import { giveItems, setSteamData } from './inventory-fixtures.js';
import { bookMismatches } from './ledger-check.js';
import { recordSignals } from '../src/modules/risk/account-signals.js';
import { balancesOf, createPaymentsApp, deliverSandbox, paymentRow, paySandbox } from './payments-fixtures.js';

let t: TestApp;
let catalog: FixtureCatalog;
let finance: ConsoleUser;
beforeAll(async () => {
  t = await createPaymentsApp({ env: { AUTH_RATE_LIMIT: '10000' } });
  catalog = await seedFixtureCatalog(t.database.db);
  finance = await consoleUser(t, 'finance');
});
afterAll(async () => {
  await t.close();
});

/** The sandbox's signed notice that `amount` (minor units) of a payment went back to the payer. */
async function notice(orderId: string, kind: 'refund' | 'chargeback', providerRefundId: string, amount?: number) {
  const payment = await paymentRow(t.database.db, orderId);
  const { rawBody, signature } = sandboxRefundNotification(
    sandboxSecret(t.config),
    { providerRefundId, providerPaymentId: payment.providerPaymentId!, amount: amount ?? payment.amount, currency: payment.currency },
    kind,
  );
  return deliverSandbox(t.app, rawBody, signature);
}

async function debtOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ debt: users.debt }).from(users).where(eq(users.id, userId));
  return row!.debt;
}

async function ledgerOf(userId: number) {
  return t.database.db.select({ delta: ledger.delta, reason: ledger.reason }).from(ledger).where(eq(ledger.userId, userId)).orderBy(ledger.id);
}

async function withdrawOne(player: { token: string; userId: number }) {
  await setSteamData(t.database.db, player.userId, { tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${200000 + player.userId}&token=Cb${player.userId}` });
  const [id] = await giveItems(t.database.db, player.userId, [catalog.itemIds[0]!]);
  return t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(player.token), payload: { ids: [id], method: 'trade' } });
}

const consoleGet = (url: string) => t.app.inject({ method: 'GET', url, headers: finance.headers });

describe('chargebacks', () => {
  it('debits what the balance holds, leaves the rest as a debt the next deposit settles, freezes withdrawals, once, and shows in the console', async () => {
    const player = await registerUser(t.app);
    const orderId = await paySandbox(t, player.token, { amount: 500 });
    const payment = await paymentRow(t.database.db, orderId);
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(player.token), payload: {} })).statusCode).toBe(200);
    }
    const before = (await balancesOf(t.database.db, player.userId)).money;
    const owed = payment.value + payment.bonusMoney;
    expect(before).toBeLessThan(owed);

    expect((await notice(orderId, 'chargeback', 'sbx_cb_1')).statusCode).toBe(200);
    expect((await balancesOf(t.database.db, player.userId)).money).toBe(0);
    expect(await debtOf(player.userId)).toBe(owed - before);
    expect((await ledgerOf(player.userId)).at(-1)).toEqual({ delta: -before, reason: 'payment_chargeback' });

    const refused = await withdrawOne(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('withdrawals_frozen');

    // A repeated delivery changes nothing.
    const entries = (await ledgerOf(player.userId)).length;
    expect((await notice(orderId, 'chargeback', 'sbx_cb_1')).statusCode).toBe(200);
    expect(await debtOf(player.userId)).toBe(owed - before);
    expect(await ledgerOf(player.userId)).toHaveLength(entries);
    expect(await t.database.db.select().from(paymentChargebacks).where(eq(paymentChargebacks.providerRefundId, 'sbx_cb_1'))).toHaveLength(1);

    // The console's payments show the case file.
    const listed = (await consoleGet(`/api/admin/payments?q=${orderId}`)).json().data as { id: number; chargebacks: number }[];
    expect(listed).toEqual([expect.objectContaining({ id: payment.id, chargebacks: 1 })]);
    const file = (await consoleGet(`/api/admin/payments/${payment.id}/chargebacks`)).json().data as Record<string, unknown>[];
    expect(file).toEqual([
      expect.objectContaining({ kind: 'chargeback', notice_id: 'sbx_cb_1', amount: payment.amount, owed, debited: before, debt: owed - before, frozen: true, debt_now: owed - before }),
    ]);
    expect(file[0]!.frozen_since).toEqual(expect.any(String));
    const history = (await consoleGet(`/api/admin/payments/${payment.id}/history`)).json().data as { status: string }[];
    expect(history.map((h) => h.status)).toEqual(['credited', 'refunded', 'duplicate']);

    // The next deposit pays the debt off first; the rest is the player's.
    const nextOrder = await paySandbox(t, player.token, { amount: 1000 });
    const next = await paymentRow(t.database.db, nextOrder);
    expect(await debtOf(player.userId)).toBe(0);
    expect((await balancesOf(t.database.db, player.userId)).money).toBe(next.value + next.bonusMoney - (owed - before));
    expect((await ledgerOf(player.userId)).at(-1)).toEqual({ delta: -(owed - before), reason: 'debt_settle' });
    expect((await bookMismatches(t.database.db)).filter((m) => m.userId === player.userId)).toEqual([]);

    // The console lifts the freeze, with a reason and an audit row; never on its own account.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/players/${finance.userId}/lift-withdrawal-freeze`, headers: finance.headers, payload: { reason: 'сам себе' } })).json().code).toBe('console_own_account');
    const audits = await auditCount(t);
    const lift = await t.app.inject({ method: 'POST', url: `/api/admin/players/${player.userId}/lift-withdrawal-freeze`, headers: finance.headers, payload: { reason: 'долг погашен' } });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(await auditCount(t)).toBe(audits + 1);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/players/${player.userId}/lift-withdrawal-freeze`, headers: finance.headers, payload: { reason: 'ещё раз' } })).json().code).toBe('withdrawals_not_frozen');
    expect((await withdrawOne(player)).json().data.items[0].status).toBe('PREPARING');
  });

  it("debits a provider's refund.succeeded notice in its share of the payment", async () => {
    const player = await registerUser(t.app);
    const orderId = await paySandbox(t, player.token, { amount: 400 });
    const payment = await paymentRow(t.database.db, orderId);
    const balance = (await balancesOf(t.database.db, player.userId)).money;
    const half = Math.floor(payment.amount / 2);
    expect((await notice(orderId, 'refund', 'sbx_refund_half', half)).statusCode).toBe(200);
    const owed = Math.floor(((payment.value + payment.bonusMoney) * half) / payment.amount);
    expect((await balancesOf(t.database.db, player.userId)).money).toBe(balance - owed);
    expect(await debtOf(player.userId)).toBe(0);
    expect((await withdrawOne(player)).json().code).toBe('withdrawals_frozen');
    const [row] = await t.database.db.select().from(paymentChargebacks).where(eq(paymentChargebacks.providerRefundId, 'sbx_refund_half'));
    expect(row).toMatchObject({ kind: 'refund', amount: half, owed, debited: owed, debt: 0, frozen: true });
    // More than the payment is refused.
    expect((await notice(orderId, 'refund', 'sbx_refund_big', payment.amount + 100)).json().code).toBe('webhook_rejected');
    // Partial refunds add up: the second half goes through, a third part on top of it is refused and takes nothing.
    expect((await notice(orderId, 'refund', 'sbx_refund_rest', payment.amount - half)).statusCode).toBe(200);
    const afterAll = (await balancesOf(t.database.db, player.userId)).money - (await debtOf(player.userId));
    expect((await notice(orderId, 'refund', 'sbx_refund_extra', 1)).json().code).toBe('webhook_rejected');
    expect((await balancesOf(t.database.db, player.userId)).money - (await debtOf(player.userId))).toBe(afterAll);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('freezes the withdrawals of the accounts linked to the player, and no others', async () => {
    const player = await registerUser(t.app);
    const twin = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    // The twin names the same platform account in its trade link: the same person (docs/decisions/058).
    await recordSignals(t.database.db, player.userId, [{ kind: 'trade', value: '7700123' }]);
    await recordSignals(t.database.db, twin.userId, [{ kind: 'trade', value: '7700123' }]);
    const orderId = await paySandbox(t, player.token, { amount: 300 });
    expect((await notice(orderId, 'chargeback', 'sbx_cb_group')).statusCode).toBe(200);
    expect((await withdrawOne(player)).json().code).toBe('withdrawals_frozen');
    expect((await withdrawOne(twin)).json().code).toBe('withdrawals_frozen');
    expect((await withdrawOne(stranger)).statusCode).toBe(200);
  });

  it('takes nothing again for a refund the console started', async () => {
    const player = await registerUser(t.app);
    const orderId = await paySandbox(t, player.token, { amount: 300 });
    const payment = await paymentRow(t.database.db, orderId);
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment.id}/refund`, headers: finance.headers, payload: { reason: 'игрок передумал' } });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await balancesOf(t.database.db, player.userId);
    const providerRefundId = refund.json().data.provider_refund_id as string;
    expect((await notice(orderId, 'refund', providerRefundId)).statusCode).toBe(200);
    expect(await balancesOf(t.database.db, player.userId)).toEqual(after);
    const [row] = await t.database.db
      .select()
      .from(paymentChargebacks)
      .where(and(eq(paymentChargebacks.paymentId, payment.id), eq(paymentChargebacks.providerRefundId, providerRefundId)));
    expect(row).toMatchObject({ owed: 0, debited: 0, frozen: false, refundId: expect.any(Number) });
    expect((await withdrawOne(player)).json().data.items[0].status).toBe('PREPARING');
  });

  it('refuses a notice with a forged signature', async () => {
    const player = await registerUser(t.app);
    const orderId = await paySandbox(t, player.token, { amount: 200 });
    const payment = await paymentRow(t.database.db, orderId);
    const forged = { providerRefundId: 'sbx_forged', providerPaymentId: payment.providerPaymentId!, amount: payment.amount, currency: payment.currency };
    const { rawBody, signature } = sandboxRefundNotification('not-the-key', forged, 'chargeback');
    expect((await deliverSandbox(t.app, rawBody, signature)).json().code).toBe('webhook_rejected');
    expect(await debtOf(player.userId)).toBe(0);
  });
});
