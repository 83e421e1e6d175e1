import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { registerUser, type TestApp } from './helpers.js';
import { createPaymentsApp, paySandbox } from './payments-fixtures.js';

let t: TestApp;
let finance: ConsoleUser;
let support: ConsoleUser;
beforeAll(async () => {
  t = await createPaymentsApp({ env: { AUTH_RATE_LIMIT: '10000' } });
  finance = await consoleUser(t, 'finance');
  support = await consoleUser(t, 'support');
});
afterAll(async () => {
  await t.close();
});

describe('console payments', () => {
  it('finds a deposit by order id with its webhook history, and records a manual reconciliation', async () => {
    const player = await registerUser(t.app);
    const orderId = await paySandbox(t, player.token, { amount: 500 });
    const found = (await t.app.inject({ method: 'GET', url: `/api/admin/payments?q=${orderId}`, headers: finance.headers })).json().data as { id: number; status: string; webhooks: number }[];
    expect(found).toEqual([expect.objectContaining({ status: 'success', webhooks: 1 })]);
    const id = found[0]!.id;
    const byPlayer = (await t.app.inject({ method: 'GET', url: `/api/admin/payments?q=${player.userId}&status=success`, headers: finance.headers })).json().data as { id: number }[];
    expect(byPlayer.map((p) => p.id)).toEqual([id]);

    const before = await auditCount(t);
    const reconcile = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${id}/reconcile`, headers: finance.headers, payload: { reason: 'сверено с выпиской провайдера' } });
    expect(reconcile.statusCode).toBe(200);
    expect(await auditCount(t)).toBe(before + 1);
    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/payments/${id}/history`, headers: finance.headers })).json().data as { kind: string; status: string | null }[];
    expect(history.map((h) => h.kind)).toEqual(['webhook', 'reconciliation']);
    expect(history[0]!.status).toBe('credited');
    // Support sees payments but does not reconcile them.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/payments/${id}/reconcile`, headers: support.headers, payload: { reason: 'проверил' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments/999999/history', headers: finance.headers })).statusCode).toBe(404);
  });
});
