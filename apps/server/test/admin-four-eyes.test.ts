import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { balanceApprovals, ledger, paymentRefunds, payments, users } from '../src/platform/db/schema/index.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, registerUser, type TestApp } from './helpers.js';
import { bookMismatches } from './ledger-check.js';
import { balancesOf, createPaymentsApp, paySandbox } from './payments-fixtures.js';

let t: TestApp;
let support: ConsoleUser;
let finance: ConsoleUser;
let owner: ConsoleUser;
let content: ConsoleUser;
beforeAll(async () => {
  t = await createPaymentsApp({
    env: { AUTH_RATE_LIMIT: '10000', SESSION_RATE_LIMIT: '10000', ADMIN_APPROVAL_THRESHOLD: '10000', ADMIN_APPROVAL_WINDOW_HOURS: '24', ADMIN_PROMO_APPROVAL_TOTAL: '50000', ADMIN_PROMO_TOTAL_CAP: '1000000' },
  });
  await seedFixtureCatalog(t.database.db);
  support = await consoleUser(t, 'support');
  finance = await consoleUser(t, 'finance');
  owner = await consoleUser(t, 'owner');
  content = await consoleUser(t, 'content');
});
afterAll(async () => {
  await t.close();
});

const post = (who: ConsoleUser, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const get = (who: ConsoleUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const credit = (who: ConsoleUser, userId: number, amount: number, key: string, reason = 'компенсация за сбой') =>
  post(who, `/api/admin/players/${userId}/balance`, { currency: 'money', amount, reason, key });
const moneyOf = async (userId: number) => (await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;

describe('a console account and its own player account', () => {
  it('cannot credit or debit its own balance, at any size', async () => {
    for (const [amount, key] of [[10_000, `self-big-${support.userId}`], [5, `self-small-${support.userId}`], [-1, `self-debit-${support.userId}`]] as const) {
      const res = await credit(support, support.userId, amount, key);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'console_own_account', msg: 'Сотрудник не может менять свой собственный игровой счёт' });
    }
    expect(await moneyOf(support.userId)).toBe(0);
    expect(await t.database.db.select().from(ledger).where(eq(ledger.userId, support.userId))).toEqual([]);
    expect(await t.database.db.select().from(balanceApprovals).where(eq(balanceApprovals.userId, support.userId))).toEqual([]);
  });

  it('cannot refund its own deposit', async () => {
    const depositor = await consoleUser(t, 'finance');
    const orderId = await paySandbox(t, depositor.token, { amount: 500 });
    const [payment] = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId));
    const refused = await post(depositor, `/api/admin/payments/${payment!.id}/refund`, { reason: 'возврат себе' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('console_own_account');
    expect(await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))).toEqual([]);
  });

  it('cannot approve a change to its own balance that another account asked for', async () => {
    const asked = await credit(support, finance.userId, 500_000, `for-finance-${finance.userId}`);
    const { approval_id: approvalId } = asked.json().data as { approval_id: number };
    expect(asked.json().data.status).toBe('pending');
    const refused = await post(finance, `/api/admin/approvals/${approvalId}`, { approve: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('approval_own_account');
    expect(await moneyOf(finance.userId)).toBe(0);
    // A third account, neither the one that asked nor the one credited, decides it.
    expect((await post(owner, `/api/admin/approvals/${approvalId}`, { approve: false, reason: 'нет основания' })).json().data).toEqual({ status: 'rejected', balance: null });
  });

  it('cannot take a promo code, whatever its role', async () => {
    const code = `STAFF${Date.now() % 100000}`;
    expect((await post(content, '/api/admin/promo-codes', { promo: { code, type: 'instant', sum: 50, max_uses: 10 } })).json().data).toMatchObject({ approval_id: null });
    for (const who of [content, finance, owner]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(who.token), payload: { code } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'promo_console_account', msg: 'Служебные аккаунты не могут активировать промокоды' });
      expect((await balancesOf(t.database.db, who.userId)).money).toBe(0);
    }
    const player = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(player.token), payload: { code } })).statusCode).toBe(200);
    expect((await balancesOf(t.database.db, player.userId)).money).toBe(5000);
  });
});

describe('balance changes over a rolling window', () => {
  it('applies small credits only until the player’s window reaches the threshold; the rest wait for a second account', async () => {
    const player = await registerUser(t.app);
    const outcomes: string[] = [];
    for (let i = 0; i < 25; i += 1) outcomes.push((await credit(support, player.userId, 1_000, `window-${player.userId}-${i}`)).json().data.status as string);
    // 10 × 1,000 ₽ reach the 10,000 ₽ threshold; every further one waits, pending ones counting too.
    expect(outcomes.filter((s) => s === 'applied')).toHaveLength(10);
    expect(outcomes.slice(10)).toEqual(Array(15).fill('pending'));
    expect(await moneyOf(player.userId)).toBe(1_000_000);
    const waiting = (await get(finance, '/api/admin/approvals')).json().data as { kind: string; user_id: number; delta: number }[];
    expect(waiting.filter((r) => r.user_id === player.userId)).toHaveLength(15);
    expect(waiting.find((r) => r.user_id === player.userId)).toMatchObject({ kind: 'balance', delta: 100_000 });

    // Once the changes are older than the window, small credits apply at once again.
    const dayAgo = sql`now() - interval '25 hours'`;
    await t.database.db.update(balanceApprovals).set({ status: 'rejected' }).where(and(eq(balanceApprovals.userId, player.userId), eq(balanceApprovals.status, 'pending')));
    await t.database.db.update(balanceApprovals).set({ createdAt: dayAgo, decidedAt: dayAgo }).where(eq(balanceApprovals.userId, player.userId));
    expect((await credit(support, player.userId, 1_000, `window-${player.userId}-later`)).json().data.status).toBe('applied');
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('holds under concurrent requests: one player’s changes are summed one after another', async () => {
    const player = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => credit(support, player.userId, 1_000, `parallel-${player.userId}-${i}`)));
    const statuses = answers.map((r) => r.json().data.status as string);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(15);
    expect(await moneyOf(player.userId)).toBe(1_000_000);
  });

  it('counts debits by their size and keeps each currency apart', async () => {
    const player = await registerUser(t.app);
    expect((await credit(support, player.userId, 6_000, `mixed-currency-${player.userId}-a`)).json().data.status).toBe('applied');
    expect((await credit(support, player.userId, -5_000, `mixed-currency-${player.userId}-b`)).json().data.status).toBe('pending');
    const coins = await post(support, `/api/admin/players/${player.userId}/balance`, { currency: 'coins', amount: 9_000, reason: 'монеты за сбой', key: `mixed-currency-${player.userId}-c` });
    expect(coins.json().data.status).toBe('applied');
  });

  it('lets neither the requester nor a role outside the kind decide, for a balance change or a promo code', async () => {
    const player = await registerUser(t.app);
    const asked = await credit(finance, player.userId, 20_000, `own-request-${player.userId}`);
    const { approval_id: approvalId } = asked.json().data as { approval_id: number };
    const same = await post(finance, `/api/admin/approvals/${approvalId}`, { approve: true });
    expect(same.json()).toMatchObject({ code: 'approval_same_account', msg: 'Подтвердить может только другой сотрудник' });
    expect((await post(support, `/api/admin/approvals/${approvalId}`, { approve: true })).statusCode).toBe(403);
    expect(await moneyOf(player.userId)).toBe(0);
    expect((await post(owner, `/api/admin/approvals/${approvalId}`, { approve: true })).json().data).toEqual({ status: 'approved', balance: 20_000 });

    // The owner may write promo codes and decide approvals, but not both for one code.
    const code = `OWNED${Date.now() % 100000}`;
    const held = (await post(owner, '/api/admin/promo-codes', { promo: { code, type: 'instant', sum: 20_000, max_uses: 1 } })).json().data as { approval_id: number };
    expect((await post(owner, `/api/admin/approvals/${held.approval_id}`, { approve: true })).json().code).toBe('approval_same_account');
    const apply = await t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(player.token), payload: { code } });
    expect(apply.json().code).toBe('promo_not_found');
    expect((await post(finance, `/api/admin/approvals/${held.approval_id}`, { approve: true })).json().data.status).toBe('approved');
  });
});

describe('adjustment keys', () => {
  it('refuse a reused key with other contents, and answer a repeat with what the first became', async () => {
    const [first, second] = [await registerUser(t.app), await registerUser(t.app)];
    const key = `reused-${first.userId}`;
    expect((await credit(support, first.userId, 100, key)).json().data).toEqual({ status: 'applied', balance: 100 });
    for (const [userId, amount, reason] of [
      [second.userId, 100, 'компенсация за сбой'],
      [first.userId, 200, 'компенсация за сбой'],
      [first.userId, 100, 'другая причина'],
    ] as const) {
      const res = await credit(support, userId, amount, key, reason);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'adjustment_key_reused', msg: 'Эта заявка уже отправлена с другими данными: обновите страницу и заполните форму заново' });
    }
    expect(await moneyOf(second.userId)).toBe(0);
    expect(await moneyOf(first.userId)).toBe(10_000);
    // The same submission again changes nothing and answers the balance as it stands.
    expect((await credit(support, first.userId, 100, key)).json().data).toEqual({ status: 'applied', balance: 100 });

    const pendingKey = `reused-pending-${first.userId}`;
    const pending = (await credit(support, first.userId, 50_000, pendingKey)).json().data as { status: string; approval_id: number };
    expect(pending.status).toBe('pending');
    expect((await credit(support, second.userId, 50_000, pendingKey)).json().code).toBe('adjustment_key_reused');
    expect((await credit(support, first.userId, 50_000, pendingKey)).json().data).toEqual(pending);
  });
});

describe('promo codes', () => {
  const promo = (code: string, sum: number, maxUses: number | null) => ({ code, type: 'instant', sum, max_uses: maxUses, max_uses_per_user: 1 });

  it('hold a big code until a second account approves it, and refuse one that could pay out more than the cap', async () => {
    const code = `BIG${Date.now() % 100000}`;
    const saved = await post(content, '/api/admin/promo-codes', { promo: promo(code, 1_000_000, 1) });
    expect(saved.statusCode).toBe(200);
    const { id, approval_id: approvalId } = saved.json().data as { id: number; approval_id: number };
    expect(approvalId).toEqual(expect.any(Number));
    const listed = (await get(content, `/api/admin/promo-codes?q=${code}`)).json().data as { payout_per_use: number; payout_total: number; approval_status: string }[];
    expect(listed[0]).toMatchObject({ payout_per_use: 100_000_000, payout_total: 100_000_000, approval_status: 'pending' });

    const player = await registerUser(t.app);
    const apply = () => t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(player.token), payload: { code } });
    expect((await apply()).json().code).toBe('promo_not_found');
    expect((await post(content, `/api/admin/approvals/${approvalId}`, { approve: true })).statusCode).toBe(403);
    expect((await post(owner, `/api/admin/approvals/${approvalId}`, { approve: true })).json().data).toMatchObject({ status: 'approved' });
    expect((await apply()).statusCode).toBe(200);
    expect((await balancesOf(t.database.db, player.userId)).money).toBe(100_000_000);

    // Raising an approved code's payout holds it again.
    const raised = await post(content, `/api/admin/promo-codes/${id}`, { promo: promo(code, 1_000_000, 1), reason: 'без изменений' });
    expect(raised.json().data.approval_id).toBeNull();
    const more = await post(content, `/api/admin/promo-codes/${id}`, { promo: { ...promo(code, 500_000, 2), max_uses_per_user: 1 }, reason: 'ещё одна активация' });
    expect(more.json().data.approval_id).toEqual(expect.any(Number));

    const capped = await post(content, '/api/admin/promo-codes', { promo: promo(`${code}X`, 100_000, 11) });
    expect(capped.statusCode).toBe(409);
    expect(capped.json()).toMatchObject({ code: 'promo_total_over_cap', parameters: { total: 110_000_000, cap: 100_000_000 } });
    const unbounded = await post(content, '/api/admin/promo-codes', { promo: promo(`${code}Y`, 10, null) });
    expect(unbounded.json().code).toBe('promo_total_over_cap');
  });

  it('hold a code whose total passes the approval total, though each activation is small', async () => {
    const code = `MANY${Date.now() % 100000}`;
    const saved = (await post(content, '/api/admin/promo-codes', { promo: promo(code, 100, 600) })).json().data as { approval_id: number | null };
    expect(saved.approval_id).toEqual(expect.any(Number));
    const preview = (await post(content, '/api/admin/promo-codes/preview', { promo: promo(code, 100, 600) })).json().data as { lines: string[]; warnings: string[] };
    expect(preview.lines).toContain('Всего код может выплатить: 60\u00a0000 ₽ (не больше 1\u00a0000\u00a0000 ₽)');
    expect(preview.warnings).toContain('Код заработает только после подтверждения второго сотрудника (финансиста или владельца)');
  });
});
