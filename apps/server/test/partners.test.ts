import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePrice, expectedValue, itemsPerOpen, percentToBp, returnToPlayer, PARTNER_UNITS_PER_KOPECK, TIMEOUT_LENGTHS } from '@tastydrop/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  battleResults,
  battles,
  caseDrops,
  cases,
  contracts,
  inventoryItems,
  items,
  ledger,
  openings,
  partnerEntries,
  upgrades,
} from '../src/platform/db/schema/index.js';
import { drainActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { claimShare } from '../src/modules/partners/claim-share.js';
import { defaultPartnerProgramme, type PartnerProgramme } from '../src/modules/partners/programme.js';
import { bindReferralCode } from '../src/modules/partners/referral-codes.js';
import { recordSignals } from '../src/modules/risk/account-signals.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { sandboxSecret } from '../src/modules/payments/providers/create-provider.js';
import { sandboxRefundNotification } from '../src/modules/payments/providers/sandbox-provider.js';
import { call, runBattleJobs } from './battles-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, registerUser, type TestApp } from './helpers.js';
import { bookMismatches } from './ledger-check.js';
import { createPaymentsApp, deliverSandbox, paymentRow, paySandbox } from './payments-fixtures.js';
import { seedUpgradeCatalog } from './upgrades-fixtures.js';
import { consoleUser } from './admin-fixtures.js';

const HOUR = 3_600_000;
/** The programme under test: 5 % commission below five active players, 2 % rakeback at every level. */
const programme: PartnerProgramme = {
  ...defaultPartnerProgramme(),
  tiers: [
    { from: 0, rateBp: 500 },
    { from: 5, rateBp: 700 },
  ],
  rakebackTiers: [{ from: 0, rateBp: 200 }],
  holdHours: 72,
  minClaim: 1,
  rakebackMinClaim: 1,
};

let t: TestApp;
let catalog: FixtureCatalog;
let upgradeItems: Map<number, number>;
beforeAll(async () => {
  t = await createPaymentsApp({ env: { AUTH_RATE_LIMIT: '100000', OPEN_RATE_LIMIT: '100000' } });
  catalog = await seedFixtureCatalog(t.database.db);
  upgradeItems = await seedUpgradeCatalog(t.database.db);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerUser>>;

const post = (player: Player, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(player.token), ...(payload ? { payload } : {}) });

async function codeOf(player: Player, code: string) {
  const res = await post(player, '/api/v1/partners/code', { code });
  return { status: res.statusCode, code: res.json().code as string | undefined };
}

async function bind(player: Player, code: string) {
  const res = await post(player, '/api/v1/partners/bind', { code });
  return { status: res.statusCode, code: res.json().code as string | undefined };
}

/** Opens cases, upgrades, signs a contract and plays a battle against a bot: every kind of play. */
async function playEverything(player: Player): Promise<void> {
  const db = t.database.db;
  await credit(db, { userId: player.userId, currency: 'money', amount: 1_000_000, reason: 'test' });
  for (const slug of ['basic', 'basic', 'free-every-3', 'multifix']) expect((await post(player, `/api/v1/cases/${slug}/open`, {})).statusCode).toBe(200);
  const [own] = await db.select().from(inventoryItems).where(and(eq(inventoryItems.userId, player.userId), eq(inventoryItems.status, 'progress'))).orderBy(asc(inventoryItems.price)).limit(1);
  const [target] = await db.select().from(items).where(gte(items.price, own!.price * 3)).orderBy(asc(items.price)).limit(1);
  expect((await post(player, '/api/v1/upgrades/upgrade-items', { items: [own!.id], target_item_id: target!.id })).statusCode).toBe(200);
  const given = await db
    .insert(inventoryItems)
    .values([1_000, 1_500, 2_000].map((price) => ({ userId: player.userId, itemId: upgradeItems.get(price)!, price, status: 'progress', source: 'Case' as const })))
    .returning({ id: inventoryItems.id });
  expect((await post(player, '/api/v1/contracts', { items: given.map((g) => g.id) })).statusCode).toBe(200);
  const created = await call(t.app, 'POST', '/api/old/battles', player, { cases: [{ id: catalog.cases.basic!, count: 2 }], mode: '1v1' });
  expect((await call(t.app, 'POST', '/api/old/start', player, { ulid: created.data.battle_ulid as string })).status).toBe(200);
  await runBattleJobs(db, t.app.realtime);
}

/** Every stake of a player with the game's expected return (bp), read from the play rows themselves. */
async function stakesOf(userId: number): Promise<{ stake: number; returnBp: number }[]> {
  const db = t.database.db;
  const out: { stake: number; returnBp: number }[] = [];
  for (const o of await db.select().from(openings).where(eq(openings.userId, userId))) {
    const [c] = await db.select().from(cases).where(eq(cases.id, o.caseId));
    const drops = await db.select({ weight: caseDrops.weight, price: items.price }).from(caseDrops).innerJoin(items, eq(items.id, caseDrops.itemId)).where(eq(caseDrops.caseId, o.caseId));
    out.push({ stake: o.pricePaid, returnBp: percentToBp(returnToPlayer(expectedValue(drops, itemsPerOpen(c!)), effectivePrice(c!.price, c!.everyNOpenFree))) });
  }
  for (const u of await db.select().from(upgrades).where(eq(upgrades.userId, userId))) out.push({ stake: u.inputTotal, returnBp: u.rateBp });
  for (const c of await db.select().from(contracts).where(eq(contracts.userId, userId))) out.push({ stake: c.inputTotal, returnBp: c.returnBp });
  for (const r of await db.select().from(battleResults).where(eq(battleResults.userId, userId))) {
    const [b] = await db.select().from(battles).where(eq(battles.id, r.battleId));
    let ev = 0;
    let price = 0;
    for (const c of b!.cases) {
      ev += c.count * expectedValue(b!.tables.find((x) => x.caseId === c.id)!.drops);
      price += c.count * c.price;
    }
    out.push({ stake: r.stake, returnBp: percentToBp(returnToPlayer(ev, price)) });
  }
  return out.filter((s) => s.stake > 0);
}

/** What `rateBp` of the house edge of these stakes comes to, in units of 1/10^8 kopeck. */
const shareOf = (stakes: { stake: number; returnBp: number }[], rateBp: number) =>
  stakes.reduce((sum, s) => sum + BigInt(s.stake) * BigInt(Math.max(0, 10_000 - s.returnBp)) * BigInt(rateBp), 0n);

async function unitsOf(userId: number, kind: 'commission' | 'rakeback', entry: 'accrual' | 'reversal' | 'claim' = 'accrual'): Promise<bigint> {
  const rows = await t.database.db
    .select({ amount: partnerEntries.amount })
    .from(partnerEntries)
    .where(and(eq(partnerEntries.userId, userId), eq(partnerEntries.kind, kind), eq(partnerEntries.entry, entry)));
  return rows.reduce((s, r) => s + r.amount, 0n);
}

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

describe('referral codes and binding', () => {
  it('takes letters and digits, refuses offensive and look-alike codes, binds a new player once, and never to oneself', async () => {
    const referrer = await registerUser(t.app);
    expect(await codeOf(referrer, 'Alpha7')).toEqual({ status: 200, code: undefined });
    expect((await codeOf(referrer, 'Other1')).code).toBe('partner_code_taken');
    const rival = await registerUser(t.app);
    expect((await codeOf(rival, 'ALPHA7')).code).toBe('partner_code_taken');
    expect((await codeOf(rival, 'A1PHA7')).code).toBe('partner_code_taken');
    expect((await codeOf(rival, 'xSukax')).code).toBe('partner_code_invalid');
    expect((await codeOf(rival, 'ab-cd')).code).toBe('partner_code_invalid');

    expect((await bind(referrer, 'alpha7')).code).toBe('partner_self_referral');
    // An account sharing a device with the referrer is the same person.
    const twin = await registerUser(t.app);
    await recordSignals(t.database.db, referrer.userId, [{ kind: 'device', value: 'shared-device-1' }]);
    await recordSignals(t.database.db, twin.userId, [{ kind: 'device', value: 'shared-device-1' }]);
    expect((await bind(twin, 'alpha7')).code).toBe('partner_self_referral');
    expect((await bind(rival, 'nope99')).code).toBe('partner_code_not_found');

    const referred = await registerUser(t.app);
    expect((await bind(referred, 'ALPHA7')).status).toBe(200);
    expect((await bind(referred, 'alpha7')).code).toBe('partner_already_bound');
    // An account older than the binding window takes no code.
    const old = await registerUser(t.app);
    expect(await refusal(bindReferralCode(t.database.db, old.userId, 'alpha7', programme, new Date(Date.now() + (programme.bindWindowHours + 1) * HOUR)))).toBe('partner_bind_too_late');

    const stats = (await t.app.inject({ method: 'GET', url: '/api/v1/partners/me', headers: bearer(referrer.token) })).json().data;
    expect(stats).toMatchObject({ code: 'Alpha7', referred: 1, active: 0, earned: 0, claimable: 0 });
  });
});

describe('a shared address', () => {
  it('refuses a code of an account seen at one of the player’s client addresses, though it makes no one person', async () => {
    const quick = async (ip: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick', remoteAddress: ip });
      const token = res.json().data.access_token as string;
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
      return { token, userId: me.json().data.user_id as number, login: '', password: '' };
    };
    const owner = await quick('203.0.113.77');
    expect((await codeOf(owner, 'Flat77')).status).toBe(200);
    const flatmate = await quick('203.0.113.77');
    expect((await bind(flatmate, 'flat77')).code).toBe('partner_self_referral');
    const stranger = await quick('203.0.113.78');
    expect((await bind(stranger, 'flat77')).status).toBe(200);
  });
});

describe('commission and rakeback', () => {
  it('accrue the programme rates of the house edge of every game exactly, once, and claims move the books exactly', async () => {
    const db = t.database.db;
    const referrer = await registerUser(t.app);
    expect((await codeOf(referrer, 'Bravo42')).status).toBe(200);
    const players = [await registerUser(t.app), await registerUser(t.app)];
    for (const p of players) expect((await bind(p, 'bravo42')).status).toBe(200);
    for (const p of players) await playEverything(p);
    await drainActivityFeed(db, null, undefined, programme);
    await drainActivityFeed(db, null, undefined, programme);

    const stakes = (await Promise.all(players.map((p) => stakesOf(p.userId)))).flat();
    expect(stakes.length).toBeGreaterThanOrEqual(2 * 4);
    const expected = shareOf(stakes, 500);
    expect(expected).toBeGreaterThan(0n);
    expect(await unitsOf(referrer.userId, 'commission')).toBe(expected);
    for (const p of players) expect(await unitsOf(p.userId, 'rakeback')).toBe(shareOf(await stakesOf(p.userId), 200));

    // Held: nothing is claimable before the hold has passed.
    expect(await refusal(claimShare(db, referrer.userId, 'commission', programme))).toBe('partner_claim_below_minimum');
    const later = new Date(Date.now() + (programme.holdHours + 1) * HOUR);
    const kopecks = Number(expected / PARTNER_UNITS_PER_KOPECK);
    expect(await refusal(claimShare(db, referrer.userId, 'commission', { ...programme, minClaim: kopecks + 1 }, later))).toBe('partner_claim_below_minimum');
    const paid = await claimShare(db, referrer.userId, 'commission', programme, later);
    expect(paid.amount).toBe(kopecks);
    // The fraction of a kopeck stays accrued.
    expect(expected + (await unitsOf(referrer.userId, 'commission', 'claim'))).toBe(expected % PARTNER_UNITS_PER_KOPECK);
    const entries = await db.select().from(ledger).where(and(eq(ledger.userId, referrer.userId), eq(ledger.reason, 'partner_commission')));
    expect(entries.map((e) => e.delta)).toEqual([kopecks]);
    expect(await refusal(claimShare(db, referrer.userId, 'commission', programme, later))).toBe('partner_claim_below_minimum');

    // Rakeback: no hold, once a day.
    const rake = await unitsOf(players[0]!.userId, 'rakeback');
    const got = await claimShare(db, players[0]!.userId, 'rakeback', programme);
    expect(got.amount).toBe(Number(rake / PARTNER_UNITS_PER_KOPECK));
    expect(await refusal(claimShare(db, players[0]!.userId, 'rakeback', programme))).toBe('partner_claim_too_soon');
    const status = (await t.app.inject({ method: 'GET', url: '/api/v1/partners/rakeback', headers: bearer(players[0]!.token) })).json().data;
    expect(status.next_claim_at).not.toBeNull();

    // A second run of the feed accrues nothing again.
    await drainActivityFeed(db, null, undefined, programme);
    expect(await unitsOf(referrer.userId, 'commission')).toBe(expected);
    expect(await bookMismatches(db)).toEqual([]);
  });

  it('caps commission claims per day, and pays nothing to a referrer on a break', async () => {
    const db = t.database.db;
    const referrer = await registerUser(t.app);
    expect((await codeOf(referrer, 'Charlie9')).status).toBe(200);
    const player = await registerUser(t.app);
    expect((await bind(player, 'charlie9')).status).toBe(200);
    await playEverything(player);
    await drainActivityFeed(db, null, undefined, programme);
    const later = new Date(Date.now() + (programme.holdHours + 1) * HOUR);
    const total = Number((await unitsOf(referrer.userId, 'commission')) / PARTNER_UNITS_PER_KOPECK);
    expect(total).toBeGreaterThan(2);
    const capped = await claimShare(db, referrer.userId, 'commission', { ...programme, dailyCap: 2 }, later);
    expect(capped.amount).toBe(2);
    expect(await refusal(claimShare(db, referrer.userId, 'commission', { ...programme, dailyCap: 2 }, later))).toBe('partner_claim_too_soon');

    const res = await post(referrer, '/api/v1/responsible-play/break', { kind: 'timeout', length: TIMEOUT_LENGTHS[0] });
    expect(res.statusCode).toBe(200);
    expect(await refusal(claimShare(db, referrer.userId, 'commission', programme, new Date(later.getTime() + 24 * HOUR)))).toBe('play_blocked');
    expect(await bookMismatches(db)).toEqual([]);
  });
});

describe('a reversed deposit', () => {
  it('takes back what the referred player’s play since the deposit earned', async () => {
    const db = t.database.db;
    const referrer = await registerUser(t.app);
    expect((await codeOf(referrer, 'Delta5')).status).toBe(200);
    const player = await registerUser(t.app);
    expect((await bind(player, 'delta5')).status).toBe(200);
    const orderId = await paySandbox(t, player.token, { amount: 2_000 });
    await playEverything(player);
    await drainActivityFeed(db, null, undefined, programme);
    const earned = await unitsOf(referrer.userId, 'commission');
    expect(earned).toBeGreaterThan(0n);

    const payment = await paymentRow(db, orderId);
    const { rawBody, signature } = sandboxRefundNotification(
      sandboxSecret(t.config),
      { providerRefundId: 'sbx_partner_cb', providerPaymentId: payment.providerPaymentId!, amount: payment.amount, currency: payment.currency },
      'chargeback',
    );
    expect((await deliverSandbox(t.app, rawBody, signature)).statusCode).toBe(200);
    expect(await unitsOf(referrer.userId, 'commission', 'reversal')).toBe(-earned);
    expect(await unitsOf(player.userId, 'rakeback', 'reversal')).toBe(-(await unitsOf(player.userId, 'rakeback')));
    const later = new Date(Date.now() + (programme.holdHours + 1) * HOUR);
    expect(await refusal(claimShare(db, referrer.userId, 'commission', programme, later))).toBe('partner_claim_below_minimum');
    // A repeated notice takes nothing again.
    expect((await deliverSandbox(t.app, rawBody, signature)).statusCode).toBe(200);
    expect(await unitsOf(referrer.userId, 'commission', 'reversal')).toBe(-earned);
    const reversed = await db.select().from(partnerEntries).where(and(eq(partnerEntries.entry, 'reversal'), inArray(partnerEntries.userId, [referrer.userId])));
    expect(reversed).toHaveLength(1);
    expect(await bookMismatches(db)).toEqual([]);
  });

  it('and a refund the console made take them back too', async () => {
    const db = t.database.db;
    const finance = await consoleUser(t, 'finance');
    const referrer = await registerUser(t.app);
    expect((await codeOf(referrer, 'Echo55')).status).toBe(200);
    const player = await registerUser(t.app);
    expect((await bind(player, 'echo55')).status).toBe(200);
    const orderId = await paySandbox(t, player.token, { amount: 500 });
    await playEverything(player);
    await drainActivityFeed(db, null, undefined, programme);
    const earned = await unitsOf(referrer.userId, 'commission');
    expect(earned).toBeGreaterThan(0n);
    const payment = await paymentRow(db, orderId);
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment.id}/refund`, headers: finance.headers, payload: { reason: 'игрок передумал' } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await unitsOf(referrer.userId, 'commission', 'reversal')).toBe(-earned);
    expect(await bookMismatches(db)).toEqual([]);
  });
});
