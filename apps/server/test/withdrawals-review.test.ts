import { staleWithdrawals } from '../src/modules/admin/withdrawal-queue.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WITHDRAWAL_TIMER_SECONDS } from '@tastydrop/domain';
import { auditLog, identityChecks, inventoryItems, jobs, withdrawalReviews, withdrawals, withdrawFailures } from '../src/platform/db/schema/index.js';
import { credit, debit } from '../src/modules/wallet/wallet.js';
import { createSandboxProvider } from '../src/modules/withdrawals/sandbox-provider.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { giveItems, setSteamData, testClock, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let catalog: FixtureCatalog;
let finance: ConsoleUser;
const clock = testClock();
let workers: ReturnType<typeof withdrawalWorkers>;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedFixtureCatalog(t.database.db);
  workers = withdrawalWorkers(t.database.db, createSandboxProvider({ db: t.database.db, clock: clock.now }), clock.now);
  finance = await consoleUser(t, 'finance');
});
afterAll(() => t.close());

/** A player with a saved trade link and one item; with `deposit`, money paid in just before (and nothing staked). */
async function player(options: { deposit?: number; userId?: number; token?: string } = {}) {
  const user = options.userId ? { userId: options.userId, token: options.token! } : await registerUser(t.app);
  await setSteamData(t.database.db, user.userId, { tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${300000 + user.userId}&token=Rv${user.userId}` });
  if (options.deposit) await credit(t.database.db, { userId: user.userId, currency: 'money', amount: options.deposit, reason: 'deposit' });
  const [id] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
  return { ...user, id: id! };
}

async function send(token: string, id: number) {
  return t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(token), payload: { ids: [id], method: 'trade' } });
}

async function withdrawalOf(itemId: number) {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.inventoryItemId, itemId));
  return row!;
}

async function itemOf(token: string, id: number) {
  const all = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?group=all', headers: bearer(token) })).json().data;
  return all.items.find((i: { id: number }) => i.id === id) as { status: string; timer_data: number | null; review?: { state: string; refusal: string | null } };
}

async function decide(actor: ConsoleUser, withdrawalId: number, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/admin/withdrawal-reviews/${withdrawalId}/decide`, headers: actor.headers, payload: body });
}

describe('withdrawal review', () => {
  it('goes straight out for a player no rule catches (items won without a deposit)', async () => {
    const p = await player();
    const res = await send(p.token, p.id);
    expect(res.json().data).toEqual({ items: [{ id: p.id, status: 'PREPARING', timer_data: WITHDRAWAL_TIMER_SECONDS }], sandbox: true });
    expect((await withdrawalOf(p.id)).status).toBe('queued');
  });

  it('holds a withdrawal right after a deposit without play; the console approves and the offer goes out', async () => {
    const p = await player({ deposit: 50_000 });
    const stuckBefore = (await staleWithdrawals(t.database.db, 0)).count;
    const res = await send(p.token, p.id);
    expect(res.json().data).toEqual({ items: [{ id: p.id, status: 'PREPARING', timer_data: null }], sandbox: true, review: true });
    // Waiting for review is not a stuck delivery: the dashboard's alert leaves it to the review queue.
    expect((await staleWithdrawals(t.database.db, 0)).count).toBe(stuckBefore);
    const held = await withdrawalOf(p.id);
    expect(held.status).toBe('review');
    expect(await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `withdrawal.send:${held.id}`))).toHaveLength(0);
    const [review] = await t.database.db.select().from(withdrawalReviews).where(eq(withdrawalReviews.withdrawalId, held.id));
    expect(review).toMatchObject({ reasons: ['play_through'], state: 'waiting' });
    expect(await itemOf(p.token, p.id)).toMatchObject({ status: 'PREPARING', timer_data: null, review: { state: 'waiting', refusal: null } });

    // The timer does not run out while it waits: the sync leaves it alone however late it is.
    clock.advance(2 * 60 * 60 * 1000);
    await workers.sync();
    expect((await withdrawalOf(p.id)).status).toBe('review');
    clock.reset();

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/withdrawal-reviews', headers: finance.headers })).json().data;
    expect(queue.rows.find((r: { withdrawal_id: number }) => r.withdrawal_id === held.id)).toMatchObject({ user_id: p.userId, reasons: ['play_through'], deposits: 500, stakes: 0, state: 'waiting' });
    expect(queue.thresholds).toMatchObject({ play_through_percent: 100, new_account_hours: 0 });

    // Asked two hours ago, approved now: its delivery is not late, in the alert nor in the queue's age.
    await t.database.db.execute(sql`UPDATE withdrawals SET created_at = now() - interval '2 hours' WHERE id = ${held.id}`);
    const lateBefore = (await staleWithdrawals(t.database.db, 60)).count;
    const approved = await decide(finance, held.id, { action: 'approve', reason: 'депозит проверен' });
    expect(approved.statusCode).toBe(200);
    expect((await withdrawalOf(p.id)).status).toBe('queued');
    expect((await staleWithdrawals(t.database.db, 60)).count).toBe(lateBefore);
    const open = (await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?status=queued', headers: finance.headers })).json().data;
    expect(open.rows.find((row: { id: number }) => row.id === held.id).age_seconds).toBeLessThan(60);
    expect((await itemOf(p.token, p.id)).timer_data).toBeGreaterThan(0);
    await workers.sendAll();
    expect((await withdrawalOf(p.id)).status).toBe('sent');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, `withdrawal:${held.id}`));
    expect(audit).toMatchObject([{ action: 'withdrawal.review_approve', actorId: finance.userId, reason: 'депозит проверен' }]);
    // Decided once.
    expect((await decide(finance, held.id, { action: 'approve', reason: 'ещё раз' })).statusCode).toBe(409);
  });

  it('asks for identity (it keeps waiting), then refuses: the item comes back and the player sees why', async () => {
    const p = await player({ deposit: 20_000 });
    await send(p.token, p.id);
    const held = await withdrawalOf(p.id);
    expect((await decide(finance, held.id, { action: 'identity', reason: 'нужен документ' })).statusCode).toBe(200);
    expect(await itemOf(p.token, p.id)).toMatchObject({ status: 'PREPARING', review: { state: 'identity' } });
    expect((await withdrawalOf(p.id)).status).toBe('review');
    expect(await t.database.db.select().from(identityChecks).where(eq(identityChecks.userId, p.userId))).toMatchObject([{ reason: 'нужен документ', requestedBy: finance.userId }]);

    const refused = await decide(finance, held.id, { action: 'refuse', refusal: 'no_play', reason: 'депозит не отыгран' });
    expect(refused.statusCode).toBe(200);
    expect(await withdrawalOf(p.id)).toMatchObject({ status: 'failed', failureCode: 'refused' });
    const [item] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, p.id));
    expect(item!.status).toBe('progress');
    expect(await t.database.db.select().from(withdrawFailures).where(eq(withdrawFailures.withdrawalId, held.id))).toMatchObject([{ code: 'refused' }]);
    expect(await itemOf(p.token, p.id)).toMatchObject({ status: 'progress', review: { state: 'refused', refusal: 'no_play' } });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, `withdrawal:${held.id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['withdrawal.review_identity', 'withdrawal.review_refuse']);
  });

  it('lets a player who played the deposit through go straight out', async () => {
    const p = await player({ deposit: 10_000 });
    // Staking the whole deposit (a case opening's ledger reason) plays it through.
    await debit(t.database.db, { userId: p.userId, currency: 'money', amount: 10_000, reason: 'case_open' });
    expect((await send(p.token, p.id)).json().data.review).toBeUndefined();
    expect((await withdrawalOf(p.id)).status).toBe('queued');
  });

  it('does not let a console account decide on its own withdrawal, and the rules are set from the console, audited', async () => {
    const admin = await consoleUser(t, 'admin');
    const own = await player({ deposit: 30_000, userId: admin.userId, token: admin.token });
    await send(own.token, own.id);
    const held = await withdrawalOf(own.id);
    const res = await decide(admin, held.id, { action: 'approve', reason: 'мой вывод' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('console_own_account');
    expect((await withdrawalOf(own.id)).status).toBe('review');

    const rules = { high_value: 1000, play_through_percent: 0, new_account_hours: 0, linked_bonus_accounts: 2, shared_trade_link: true, reversed_payment: true, failed_trades: 10, failed_trades_hours: 24 };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/withdrawal-reviews/rules', headers: finance.headers, payload: { thresholds: rules, reason: 'нет прав' } })).statusCode).toBe(403);
    const set = await t.app.inject({ method: 'PUT', url: '/api/admin/withdrawal-reviews/rules', headers: admin.headers, payload: { thresholds: rules, reason: 'без отыгрыша' } });
    expect(set.statusCode).toBe(200);
    const after = await player({ deposit: 30_000 });
    expect((await send(after.token, after.id)).json().data.review).toBeUndefined();
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.review_rules'));
    expect(audit).toMatchObject({ actorId: admin.userId, reason: 'без отыгрыша' });
  });
});
