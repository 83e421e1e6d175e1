import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inventoryItems, jobs, ledger, users, withdrawals } from '../src/platform/db/schema/index.js';
import { createSandboxProvider } from '../src/modules/withdrawals/sandbox-provider.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { latestOutboxMessage } from '../src/platform/mail/mailer.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { giveItems, setSteamData, testClock, withdrawalWorkers } from './inventory-fixtures.js';
import { bookMismatches } from './ledger-check.js';

let t: TestApp;
let catalog: FixtureCatalog;
let support: ConsoleUser;
let finance: ConsoleUser;
let owner: ConsoleUser;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000', ADMIN_APPROVAL_THRESHOLD: '10000' } });
  catalog = await seedFixtureCatalog(t.database.db);
  support = await consoleUser(t, 'support');
  finance = await consoleUser(t, 'finance');
  owner = await consoleUser(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

const post = (who: ConsoleUser, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const get = (who: ConsoleUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

/** Runs a console action and returns its response with the number of audit rows it wrote. */
async function audited<R>(action: () => Promise<R>) {
  const before = await auditCount(t);
  const res = await action();
  return { res, rows: (await auditCount(t)) - before };
}

describe('audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const player = await registerUser(t.app);
    await post(owner, `/api/admin/players/${player.userId}/end-sessions`, {});
    await expect(t.database.db.execute(sql`UPDATE audit_log SET reason = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await auditCount(t)).toBeGreaterThan(0);
  });

  it('is listed and filtered for the owner', async () => {
    const player = await registerUser(t.app);
    await post(support, `/api/admin/players/${player.userId}/reset-trade-link`, { reason: 'ссылка чужая' });
    const rows = (await get(owner, `/api/admin/audit?action=player.&target=user:${player.userId}`)).json().data as { action: string; actor_role: string; reason: string }[];
    expect(rows).toEqual([expect.objectContaining({ action: 'player.reset_trade_link', actor_role: 'support', reason: 'ссылка чужая' })]);
  });
});

describe('player actions', () => {
  it('each write exactly one audit row', async () => {
    const player = await registerUser(t.app);
    const base = `/api/admin/players/${player.userId}`;
    for (const [url, body] of [
      [`${base}/ban`, { reason: 'мошенничество' }],
      [`${base}/unban`, { reason: 'ошибка' }],
      [`${base}/end-sessions`, {}],
      [`${base}/reset-trade-link`, {}],
      [`${base}/board-exclusion`, { excluded: true, reason: 'стример' }],
    ] as const) {
      const { res, rows } = await audited(() => post(support, url, body));
      expect(res.statusCode, url).toBe(200);
      expect(rows, url).toBe(1);
    }
    const { rows } = await audited(() => post(support, `${base}/balance`, { currency: 'money', amount: 5, reason: 'компенсация', key: 'one-row-check' }));
    expect(rows).toBe(1);
  });

  it('a ban ends the sessions and refuses sign-in with the reason shown', async () => {
    const player = await registerUser(t.app);
    await post(support, `/api/admin/players/${player.userId}/ban`, { reason: 'Мультиаккаунт' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(player.token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: player.login, password: player.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'banned', parameters: { reason: 'Мультиаккаунт' } });
    await post(support, `/api/admin/players/${player.userId}/unban`, { reason: 'разобрались' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: player.login, password: player.password } })).statusCode).toBe(200);
  });

  it('finds a player by id, login, trade link and address, and shows the sections', async () => {
    const player = await registerUser(t.app);
    await setSteamData(t.database.db, player.userId, { tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=77${player.userId}&token=Zz` });
    for (const q of [String(player.userId), player.login, `partner=77${player.userId}`]) {
      const rows = (await get(support, `/api/admin/players?q=${encodeURIComponent(q)}`)).json().data as { id: number }[];
      expect(rows.map((r) => r.id), q).toContain(player.userId);
    }
    await credit(t.database.db, { userId: player.userId, currency: 'money', amount: 700, reason: 'test_fixture' });
    const ledgerRows = (await get(support, `/api/admin/players/${player.userId}/ledger`)).json().data as { delta: number }[];
    expect(ledgerRows[0]).toMatchObject({ delta: 700 });
    expect((await get(support, `/api/admin/players/${player.userId}`)).json().data).toMatchObject({ id: player.userId, balance: 700 });
  });
});

describe('balance adjustments', () => {
  it('applies a small one through the wallet at once, once per key', async () => {
    const player = await registerUser(t.app);
    const body = { currency: 'money', amount: 150.5, reason: 'компенсация за сбой', key: `k-${player.userId}-small` };
    expect((await post(support, `/api/admin/players/${player.userId}/balance`, body)).json().data).toEqual({ status: 'applied', balance: 150.5 });
    const { rows } = await audited(() => post(support, `/api/admin/players/${player.userId}/balance`, body));
    expect(rows).toBe(0);
    const entries = await t.database.db.select().from(ledger).where(eq(ledger.userId, player.userId));
    expect(entries).toEqual([expect.objectContaining({ delta: 15050, reason: 'admin_adjustment' })]);
  });

  it('holds one above the threshold for a different finance account, then applies it', async () => {
    const player = await registerUser(t.app);
    const asked = await post(support, `/api/admin/players/${player.userId}/balance`, { currency: 'money', amount: 25_000, reason: 'возврат по обращению', key: `k-${player.userId}-big` });
    const { approval_id: approvalId } = asked.json().data as { approval_id: number };
    expect(asked.json().data.status).toBe('pending');
    const repeated = await audited(() => post(support, `/api/admin/players/${player.userId}/balance`, { currency: 'money', amount: 25_000, reason: 'возврат по обращению', key: `k-${player.userId}-big` }));
    expect(repeated.res.json().data).toEqual({ status: 'pending', approval_id: approvalId });
    expect(repeated.rows).toBe(0);
    const [unchanged] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, player.userId));
    expect(unchanged!.balance).toBe(0);
    // Support cannot approve at all; the asking account cannot approve its own request.
    expect((await post(support, `/api/admin/approvals/${approvalId}`, { approve: true })).statusCode).toBe(403);
    const selfAsked = await post(finance, `/api/admin/players/${player.userId}/balance`, { currency: 'coins', amount: -20_000, reason: 'списание', key: `k-${player.userId}-self` });
    const selfId = (selfAsked.json().data as { approval_id: number }).approval_id;
    expect((await post(finance, `/api/admin/approvals/${selfId}`, { approve: true })).json().code).toBe('approval_same_account');

    const { res, rows } = await audited(() => post(finance, `/api/admin/approvals/${approvalId}`, { approve: true }));
    expect(res.json().data).toEqual({ status: 'approved', balance: 25_000 });
    expect(rows).toBe(1);
    expect((await post(owner, `/api/admin/approvals/${approvalId}`, { approve: true })).json().code).toBe('approval_not_pending');
    const entries = await t.database.db.select().from(ledger).where(eq(ledger.userId, player.userId));
    expect(entries).toEqual([expect.objectContaining({ delta: 2_500_000, reason: 'admin_adjustment', idempotencyKey: `admin-approval:${approvalId}` })]);
    const audit = (await get(owner, `/api/admin/audit?target=user:${player.userId}`)).json().data as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(['balance.approve', 'balance.request', 'balance.request']);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('refuses a debit past the balance and writes nothing', async () => {
    const player = await registerUser(t.app);
    const { res, rows } = await audited(() => post(support, `/api/admin/players/${player.userId}/balance`, { currency: 'money', amount: -10, reason: 'списание', key: `k-${player.userId}-neg` }));
    expect(res.json().code).toBe('balance_error');
    expect(rows).toBe(0);
  });
});

describe('withdrawal queue', () => {
  it('retries a stuck withdrawal through the send job and cancels one with the item returned', async () => {
    const player = await registerUser(t.app);
    await setSteamData(t.database.db, player.userId, { tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=88${player.userId}&token=Yy` });
    const ids = await giveItems(t.database.db, player.userId, [catalog.itemIds[1]!, catalog.itemIds[2]!]);
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(player.token), payload: { ids, method: 'trade' } });
    expect(sent.statusCode).toBe(200);
    // The send jobs gave up: the withdrawals sit in the queue.
    await t.database.db.update(jobs).set({ status: 'failed' }).where(sql`${jobs.type} = 'withdrawal.send'`);
    const queue = (await get(support, '/api/admin/withdrawals?status=queued')).json().data as { rows: { id: number; job_status: string }[] };
    const mine = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, player.userId)).orderBy(withdrawals.id);
    expect(queue.rows.filter((r) => mine.some((w) => w.id === r.id)).map((r) => r.job_status)).toEqual(['failed', 'failed']);

    const { res, rows } = await audited(() => post(support, `/api/admin/withdrawals/${mine[0]!.id}/retry`, {}));
    expect(res.statusCode).toBe(200);
    expect(rows).toBe(1);
    const clock = testClock();
    const workers = withdrawalWorkers(t.database.db, createSandboxProvider({ db: t.database.db, clock: clock.now }), clock.now);
    await workers.sendAll();
    const [retried] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, mine[0]!.id));
    expect(retried).toMatchObject({ status: 'sent', bot: 'sandbox' });

    const cancel = await audited(() => post(support, `/api/admin/withdrawals/${mine[1]!.id}/cancel`, { reason: 'бот недоступен' }));
    expect(cancel.res.statusCode).toBe(200);
    expect(cancel.rows).toBe(1);
    const [item] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, mine[1]!.inventoryItemId));
    expect(item!.status).toBe('progress');
    // Not twice, and never a withdrawal whose offer is out.
    expect((await post(support, `/api/admin/withdrawals/${mine[1]!.id}/cancel`, { reason: 'ещё раз' })).statusCode).toBe(409);
    expect((await post(support, `/api/admin/withdrawals/${mine[0]!.id}/cancel`, { reason: 'поздно' })).statusCode).toBe(409);
  });
});

describe('support inbox', () => {
  it('answers a contact message by e-mail once, linked to the player, with one audit row', async () => {
    const player = await registerUser(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/messages',
      headers: bearer(player.token),
      payload: { email: `p${player.userId}@example.com`, message: 'Не пришёл предмет после вывода.' },
      remoteAddress: '198.51.100.40',
    });
    const id = (sent.json().data as { id: number }).id;
    const inbox = (await get(support, '/api/admin/support/messages?unanswered=true')).json().data as { id: number; user_id: number }[];
    expect(inbox.find((m) => m.id === id)).toMatchObject({ user_id: player.userId });
    const { res, rows } = await audited(() => post(support, `/api/admin/support/messages/${id}/reply`, { text: 'Предмет отправлен повторно.' }));
    expect(res.statusCode).toBe(200);
    expect(rows).toBe(1);
    const mail = await latestOutboxMessage(t.config, `p${player.userId}@example.com`);
    expect(mail?.text).toContain('Предмет отправлен повторно.');
    expect(mail?.text).toContain('> Не пришёл предмет после вывода.');
    expect((await post(support, `/api/admin/support/messages/${id}/reply`, { text: 'Ещё раз.' })).json().code).toBe('message_already_answered');
    expect(((await get(support, '/api/admin/support/messages?unanswered=true')).json().data as { id: number }[]).some((m) => m.id === id)).toBe(false);
    // Finance has no inbox.
    expect((await get(finance, '/api/admin/support/messages')).statusCode).toBe(403);
  });
});

describe('maintenance switch', () => {
  it('refuses game actions with 503 while on, shows the message, keeps sign-in and the console open', async () => {
    const player = await registerUser(t.app);
    const { res, rows } = await audited(() => post(owner, '/api/admin/settings/maintenance', { on: true, message: 'Обновляем сайт до 03:00', reason: 'плановые работы' }));
    expect(res.statusCode).toBe(200);
    expect(rows).toBe(1);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/monitoring/status' })).json().data).toEqual({ is_offline: true, message: 'Обновляем сайт до 03:00' });
      const sell = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell/all', headers: bearer(player.token), payload: {} });
      expect(sell.statusCode).toBe(503);
      expect(sell.json().code).toBe('maintenance');
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: player.login, password: player.password } })).statusCode).toBe(200);
      expect((await get(owner, '/api/admin/settings')).json().data).toEqual({ maintenance: true, maintenance_message: 'Обновляем сайт до 03:00' });
      // Support may not flip the switch.
      expect((await post(support, '/api/admin/settings/maintenance', { on: false, reason: 'хочу' })).statusCode).toBe(403);
    } finally {
      await post(owner, '/api/admin/settings/maintenance', { on: false, reason: 'работы закончены' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/monitoring/status' })).json().data.is_offline).toBe(false);
  });
});

describe('dashboard', () => {
  it('counts a day of deposits, opens and sign-ups in hourly buckets', async () => {
    const res = await get(finance, '/api/admin/dashboard?days=1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { buckets: { at: string; new_players: number; opens: number }[]; signups: number; paid: number };
    expect(data.buckets).toHaveLength(24);
    expect(data.buckets.reduce((n, b) => n + b.new_players, 0)).toBe(data.signups);
    expect(data.signups).toBeGreaterThan(3);
    expect((await get(finance, '/api/admin/dashboard?days=30')).json().data.buckets).toHaveLength(30);
    expect((await get(finance, '/api/admin/dashboard?days=2')).statusCode).toBe(400);
    expect((await get(support, '/api/admin/dashboard')).statusCode).toBe(403);
  });
});

describe('feature flags and operator details', () => {
  it('override the configuration in the site config, audited, and clear back to it', async () => {
    const siteConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data as { features: { techies: boolean }; contacts: { support_mail?: string } };
    const flags = await audited(() => post(owner, '/api/admin/settings/features', { features: { techies: true }, reason: 'запуск сапёра' }));
    expect(flags.rows).toBe(1);
    const details = await audited(() => post(owner, '/api/admin/settings/operator', { details: { support_email: 'help@example.com' }, reason: 'новый адрес' }));
    expect(details.rows).toBe(1);
    expect(await siteConfig()).toMatchObject({ features: { techies: true }, contacts: { support_mail: 'help@example.com' } });
    // Only the owner changes the legal details.
    expect((await post(support, '/api/admin/settings/operator', { details: {}, reason: 'проверка' })).statusCode).toBe(403);
    await post(owner, '/api/admin/settings/features', { features: {}, reason: 'как в конфигурации' });
    await post(owner, '/api/admin/settings/operator', { details: {}, reason: 'как в конфигурации' });
    expect((await siteConfig()).features.techies).toBe(t.config.FEATURES.techies);
  });
});
