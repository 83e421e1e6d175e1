import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeShareUnits, kopecksToUnits } from '@tastydrop/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import { auditLog, inventoryItems, items, ledger, partnerEntries, users } from '../src/platform/db/schema/index.js';
import { drainActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { claimShare } from '../src/modules/partners/claim-share.js';
import { partnerProgramme } from '../src/modules/partners/programme.js';
import { recordSignals } from '../src/modules/risk/account-signals.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { bookMismatches } from './ledger-check.js';
import { seedUpgradeCatalog } from './upgrades-fixtures.js';

/** Streamer partners in the console (docs/decisions/062-streamer-partners.md): rate, figures, freezes and payouts. */

let t: TestApp;
let admin: ConsoleUser;
let finance: ConsoleUser;
let owner: ConsoleUser;
let supportUser: ConsoleUser;
beforeAll(async () => {
  // Commission claimable at once; payouts to one partner capped at 300 ₽ a day.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', OPEN_RATE_LIMIT: '100000', PARTNER_HOLD_HOURS: '0', PARTNER_MIN_CLAIM: '1', ADMIN_PARTNER_PAYOUT_CAP: '300' } });
  await seedFixtureCatalog(t.database.db);
  await seedUpgradeCatalog(t.database.db);
  admin = await consoleUser(t, 'admin');
  finance = await consoleUser(t, 'finance');
  owner = await consoleUser(t, 'owner');
  supportUser = await consoleUser(t, 'support');
});
const support = () => supportUser.headers;
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerUser>>;
const post = (headers: object, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: headers as Record<string, string>, payload });
const get = (headers: object, url: string) => t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const balanceOf = async (userId: number) => (await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
let keys = 0;
const payout = (who: ConsoleUser, partner: number, mode: 'balance' | 'outside', amount: number) =>
  post(who.headers, `/api/admin/partners/${partner}/payouts`, { mode, amount, reason: 'выплата за месяц', key: `payout-key-${(keys += 1)}` });
const decide = (who: ConsoleUser, approvalId: number, approve = true) => post(who.headers, `/api/admin/approvals/${approvalId}`, { approve, reason: 'проверено' });

/** Runs the activity feed to its end (twice: a round that finds the sources' first rows only sets their cursors). */
async function feed(): Promise<void> {
  for (let i = 0; i < 2; i += 1) await drainActivityFeed(t.database.db, null, undefined, partnerProgramme(t.config));
}

/** Opens a case and upgrades what it gave (the fixture's cases return more than their price; the upgrade keeps an edge). */
async function play(player: Player): Promise<void> {
  const db = t.database.db;
  await credit(db, { userId: player.userId, currency: 'money', amount: 10_000, reason: 'test' });
  expect((await post(bearer(player.token), '/api/v1/cases/basic/open', {})).statusCode).toBe(200);
  const [own] = await db.select().from(inventoryItems).where(and(eq(inventoryItems.userId, player.userId), eq(inventoryItems.status, 'progress'))).orderBy(asc(inventoryItems.price)).limit(1);
  const [target] = await db.select().from(items).where(gte(items.price, own!.price * 3)).orderBy(asc(items.price)).limit(1);
  expect((await post(bearer(player.token), '/api/v1/upgrades/upgrade-items', { items: [own!.id], target_item_id: target!.id })).statusCode).toBe(200);
}

describe('streamer partners', () => {
  let streamer: Player;
  let fan: Player;
  let twin: Player;

  it('grants a partner its own rate and code, which their referred players’ play earns at instead of the tiers', async () => {
    streamer = await registerUser(t.app);
    expect((await post(admin.headers, '/api/admin/partners', { userId: admin.userId, ratePercent: 20, reason: 'свой счёт' })).json().code).toBe('console_own_account');
    expect((await post(admin.headers, '/api/admin/partners', { userId: streamer.userId, ratePercent: 60, reason: 'слишком много' })).statusCode).toBe(400);
    const granted = await post(admin.headers, '/api/admin/partners', { userId: streamer.userId, ratePercent: 20, code: 'Stream1', note: 'канал о Dota', reason: 'договор со стримером' });
    expect(granted.statusCode, granted.body).toBe(200);
    // Support reads but does not grant.
    expect((await post(support(), '/api/admin/partners', { userId: streamer.userId, ratePercent: 30, reason: 'попытка' })).statusCode).toBe(403);

    fan = await registerUser(t.app);
    twin = await registerUser(t.app);
    for (const p of [fan, twin]) expect((await post(bearer(p.token), '/api/v1/partners/bind', { code: 'STREAM1' })).statusCode).toBe(200);
    // The twin signs in from the streamer's device after binding: a pair the console should see.
    await recordSignals(t.database.db, streamer.userId, [{ kind: 'device', value: 'shared-device-0001' }]);
    await recordSignals(t.database.db, twin.userId, [{ kind: 'device', value: 'shared-device-0001' }]);

    await play(fan);
    await feed();
    const accruals = await t.database.db.select().from(partnerEntries).where(and(eq(partnerEntries.userId, streamer.userId), eq(partnerEntries.kind, 'commission')));
    expect(accruals.length).toBeGreaterThan(0);
    for (const a of accruals) {
      expect(a.rateBp).toBe(2000);
      expect(a.amount).toBe(edgeShareUnits(a.stake!, a.returnBp!, 2000));
    }
    const me = (await get(bearer(streamer.token), '/api/v1/partners/me')).json().data;
    expect(me).toMatchObject({ code: 'Stream1', referred: 2, rate_percent: 20 });
    // The partner's own page draws the same earnings by day.
    expect(me.days).toHaveLength(30);
    expect(me.days.at(-1).earned).toBeGreaterThan(0);
  });

  it('lists the pair sharing a device, and a frozen pair earns its referrer nothing', async () => {
    const pairs = (await get(support(), '/api/admin/partners/pairs')).json().data.rows as { referred_id: number; evidence: string[]; frozen: boolean }[];
    // Only the twin shares a trace (the test's loopback address names no client and is not kept).
    expect(pairs.find((p) => p.referred_id === twin.userId)).toMatchObject({ evidence: ['device'], frozen: false });
    expect(pairs.find((p) => p.referred_id === fan.userId)).toBeUndefined();

    expect((await post(admin.headers, `/api/admin/partners/pairs/${twin.userId}/freeze`, { frozen: true, reason: 'один человек' })).statusCode).toBe(200);
    await play(twin);
    await feed();
    expect(await t.database.db.select().from(partnerEntries).where(and(eq(partnerEntries.userId, streamer.userId), eq(partnerEntries.sourceUserId, twin.userId)))).toEqual([]);
    const frozen = (await get(support(), '/api/admin/partners/pairs')).json().data.rows as { referred_id: number; frozen: boolean }[];
    expect(frozen.find((p) => p.referred_id === twin.userId)?.frozen).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner_pair.freeze'));
    expect(audit.map((a) => a.target)).toEqual([`user:${twin.userId}`]);
  });

  it('pays a partner only through a second account, within what they earned and the window’s ceiling', async () => {
    // A month of earnings, past any hold: 500 ₽ of commission.
    await t.database.db.insert(partnerEntries).values({
      userId: streamer.userId,
      kind: 'commission',
      entry: 'accrual',
      amount: kopecksToUnits(50_000),
      sourceUserId: fan.userId,
      activityKey: `fixture:${streamer.userId}`,
      stake: 1_000_000,
      returnBp: 9000,
      rateBp: 2000,
      earnedAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const before = (await get(finance.headers, `/api/admin/partners/${streamer.userId}`)).json().data;
    expect(before).toMatchObject({ referred: 2, status: 'active', rate_percent: 20 });
    expect(before.claimable).toBeGreaterThanOrEqual(500);
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1).earned).toBeGreaterThan(0);
    expect(before.players.map((p: { user_id: number; frozen: boolean }) => [p.user_id, p.frozen]).sort()).toEqual([[fan.userId, false], [twin.userId, true]].sort());

    expect((await payout(finance, streamer.userId, 'balance', 10_000)).json().code).toBe('partner_payout_over_claimable');
    expect((await payout(finance, streamer.userId, 'balance', 350)).json().code).toBe('partner_payout_over_ceiling');
    const asked = await payout(finance, streamer.userId, 'balance', 200);
    expect(asked.statusCode, asked.body).toBe(200);
    const approvalId = asked.json().data.approval_id as number;
    // Waiting, it already counts against the ceiling: 200 + 150 > 300.
    expect((await payout(finance, streamer.userId, 'outside', 150)).json().code).toBe('partner_payout_over_ceiling');

    const balance = await balanceOf(streamer.userId);
    expect((await decide(finance, approvalId)).json().code).toBe('approval_same_account');
    expect((await decide(admin, approvalId)).statusCode).toBe(403);
    expect((await decide(owner, approvalId)).statusCode).toBe(200);
    expect(await balanceOf(streamer.userId)).toBe(balance + 20_000);
    const [paid] = await t.database.db.select().from(ledger).where(and(eq(ledger.userId, streamer.userId), eq(ledger.reason, 'partner_payout')));
    expect(paid!.delta).toBe(20_000);

    // Paid outside the site: the books move, the balance does not.
    const outside = (await payout(owner, streamer.userId, 'outside', 100)).json().data.approval_id as number;
    expect((await decide(finance, outside)).statusCode).toBe(200);
    expect(await balanceOf(streamer.userId)).toBe(balance + 20_000);
    const after = (await get(finance.headers, `/api/admin/partners/${streamer.userId}`)).json().data;
    expect(after.paid).toBe(300);
    expect(after.claimable).toBeCloseTo(before.claimable - 300, 2);
    expect(after.payouts.map((p: { mode: string; amount: number; status: string }) => [p.mode, p.amount, p.status])).toEqual([
      ['outside', 100, 'approved'],
      ['balance', 200, 'approved'],
    ]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('freezes a partner: no claims, no payouts, until thawed', async () => {
    const asked = (await payout(finance, streamer.userId, 'balance', 1)).json();
    // The window's 300 ₽ are spent.
    expect(asked.code).toBe('partner_payout_over_ceiling');
    expect((await post(admin.headers, `/api/admin/partners/${streamer.userId}/freeze`, { frozen: true, reason: 'проверка трафика' })).statusCode).toBe(200);
    expect((await post(bearer(streamer.token), '/api/v1/partners/claim', {})).json().code).toBe('partner_frozen');
    const list = (await get(support(), '/api/admin/partners')).json().data.rows as { user_id: number; status: string; paid: number }[];
    expect(list.find((r) => r.user_id === streamer.userId)).toMatchObject({ status: 'frozen', paid: 300 });
    expect((await post(admin.headers, `/api/admin/partners/${streamer.userId}/freeze`, { frozen: false, reason: 'проверено' })).statusCode).toBe(200);
    const claimed = await post(bearer(streamer.token), '/api/v1/partners/claim', {});
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});


describe('the programme’s settings', () => {
  it('are read over the configuration, set by the owner or an admin with a reason, and govern the next accruals', async () => {
    const read = (await get(support(), '/api/admin/partners/settings')).json().data;
    expect(read).toMatchObject({ hold_hours: 0, min_claim: 1, first_deposit_bonus_percent: 10, first_deposit_bonus_cap: 500 });
    const settings = { ...read, tiers: [{ from: 0, rate_percent: 8 }], rakeback_tiers: [{ from: 0, rate_percent: 1 }] };
    const put = (who: Record<string, string>, body: object) => t.app.inject({ method: 'PUT', url: '/api/admin/partners/settings', headers: who, payload: body });
    expect((await put(support(), { settings, reason: 'новые ставки' })).statusCode).toBe(403);
    expect((await put(admin.headers as Record<string, string>, { settings: { ...settings, tiers: [{ from: 1, rate_percent: 8 }] }, reason: 'новые ставки' })).json().code).toBe('partner_settings_invalid');
    const saved = await put(admin.headers as Record<string, string>, { settings, reason: 'новые ставки' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(support(), '/api/admin/partners/settings')).json().data.tiers).toEqual([{ from: 0, rate_percent: 8 }]);
    // A second node over the same database follows at once: nothing is cached on the node that saved it.
    const other = await createTestApp({ database: t.database, env: { PARTNER_HOLD_HOURS: '0', PARTNER_MIN_CLAIM: '1' } });
    try {
      const seen = await other.app.inject({ method: 'GET', url: '/api/admin/partners/settings', headers: support() });
      expect(seen.json().data.tiers).toEqual([{ from: 0, rate_percent: 8 }]);
    } finally {
      await other.close();
    }
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner.settings'))).map((a) => a.reason)).toEqual(['новые ставки']);

    // A referrer on the programme (no partner rate of their own) now earns 8 % of the edge.
    const referrer = await registerUser(t.app);
    expect((await post(bearer(referrer.token), '/api/v1/partners/code', { code: 'Eight8' })).statusCode).toBe(200);
    const player = await registerUser(t.app);
    expect((await post(bearer(player.token), '/api/v1/partners/bind', { code: 'EIGHT8' })).statusCode).toBe(200);
    await play(player);
    await feed();
    const accruals = await t.database.db.select().from(partnerEntries).where(and(eq(partnerEntries.userId, referrer.userId), eq(partnerEntries.kind, 'commission')));
    expect(accruals.length).toBeGreaterThan(0);
    expect(accruals.every((a) => a.rateBp === 800)).toBe(true);
    expect((await get(bearer(referrer.token), '/api/v1/partners/me')).json().data.rate_percent).toBe(8);
  });

  it('set how often rakeback is claimed: a week apart, and a form that leaves the period out keeps it', async () => {
    const read = (await get(support(), '/api/admin/partners/settings')).json().data;
    expect(read.rakeback_period).toBe('day');
    const put = (body: object) => t.app.inject({ method: 'PUT', url: '/api/admin/partners/settings', headers: admin.headers as Record<string, string>, payload: body });
    expect((await put({ settings: { ...read, rakeback_period: 'week' }, reason: 'раз в неделю' })).statusCode).toBe(200);
    const { rakeback_period: _left, ...withoutPeriod } = read;
    expect((await put({ settings: withoutPeriod, reason: 'без периода' })).json().data.rakeback_period).toBe('week');

    const player = await registerUser(t.app);
    const accrue = (key: string) =>
      t.database.db.insert(partnerEntries).values({ userId: player.userId, kind: 'rakeback', entry: 'accrual', amount: kopecksToUnits(500), sourceUserId: player.userId, activityKey: key, stake: 50_000, returnBp: 9000, rateBp: 1000 });
    await accrue(`fixture-rake-1:${player.userId}`);
    expect((await post(bearer(player.token), '/api/v1/partners/rakeback/claim', {})).statusCode).toBe(200);
    const status = (await get(bearer(player.token), '/api/v1/partners/rakeback')).json().data;
    expect(status.period).toBe('week');
    const days = (Date.parse(status.next_claim_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await accrue(`fixture-rake-2:${player.userId}`);
    const programme = partnerProgramme(t.config);
    const refusal = await claimShare(t.database.db, player.userId, 'rakeback', programme, new Date(Date.now() + 2 * 86_400_000)).catch((e: { code?: string }) => e.code);
    expect(refusal).toBe('partner_claim_too_soon');
    expect((await claimShare(t.database.db, player.userId, 'rakeback', programme, new Date(Date.now() + 8 * 86_400_000))).amount).toBe(500);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});
