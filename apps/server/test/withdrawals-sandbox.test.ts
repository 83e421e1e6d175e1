import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STEAM_LOGIN_MAX_ACCOUNTS, WITHDRAWAL_TIMER_SECONDS } from '@tastydrop/domain';
import { jobs, sandboxOffers, withdrawals, withdrawFailures } from '../src/platform/db/schema/index.js';
import { createSandboxProvider, type SandboxOutcome } from '../src/modules/withdrawals/sandbox-provider.js';
import type { OfferRequest } from '../src/modules/withdrawals/trade-provider.js';
import { MAX_OPEN_WITHDRAWALS, WITHDRAWAL_TIMER_MS } from '../src/modules/withdrawals/withdrawal-limits.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { addPackAndSpecial, giveItems, setSteamData, testClock, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let catalog: FixtureCatalog;
let special: { packId: number; specialId: number };
/** Outcomes the test chose, by the item name the request carries. */
const outcomes = new Map<string, SandboxOutcome>();
const clock = testClock();
let workers: ReturnType<typeof withdrawalWorkers>;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedFixtureCatalog(t.database.db);
  special = await addPackAndSpecial(t.database.db, [catalog.itemIds[0]!]);
  const provider = createSandboxProvider({
    db: t.database.db,
    clock: clock.now,
    outcome: (request: OfferRequest) => outcomes.get(request.partner) ?? { script: [{ state: 'sent', afterMs: 0 }] },
  });
  workers = withdrawalWorkers(t.database.db, provider, clock.now);
});
afterAll(() => t.close());
beforeEach(() => clock.reset());

/** A player with a saved trade link (unique per player, so the outcome map can key on it) and one item. */
async function playerWithItem(outcome?: SandboxOutcome) {
  const user = await registerUser(t.app);
  const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${100000 + user.userId}&token=Tok${user.userId}`;
  await setSteamData(t.database.db, user.userId, { tradeUrl });
  if (outcome) outcomes.set(tradeUrl, outcome);
  const [id] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
  return { user, id: id! };
}

async function sendItems(token: string, ids: number[], method = 'trade') {
  return t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(token), payload: { ids, method } });
}

async function itemOf(token: string, id: number) {
  const all = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?group=all', headers: bearer(token) })).json().data;
  return all.items.find((i: { id: number }) => i.id === id) as { status: string; timer_data: number | null };
}

async function failureOf(id: number) {
  return t.database.db.select().from(withdrawFailures).where(eq(withdrawFailures.inventoryItemId, id));
}

describe('senditem', () => {
  it('queues the item: PREPARING with the 5-minute timer, in sandbox mode', async () => {
    const { user, id } = await playerWithItem();
    const res = await sendItems(user.token, [id]);
    expect(res.json().data).toEqual({ items: [{ id, status: 'PREPARING', timer_data: WITHDRAWAL_TIMER_SECONDS }], sandbox: true });
    expect((await itemOf(user.token, id)).status).toBe('PREPARING');
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `withdrawal.send:${(await t.database.db.select().from(withdrawals).where(eq(withdrawals.inventoryItemId, id)))[0]!.id}`));
    expect(queued).toHaveLength(1);
    const again = await sendItems(user.token, [id]);
    expect(again.json().code).toBe('inWithdrawalProcess');
    const sell = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell', headers: bearer(user.token), payload: { id } });
    expect(sell.json().code).toBe('invalidItem');
  });

  it('needs a trade link or a login for the method chosen', async () => {
    const user = await registerUser(t.app);
    const [id] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
    expect((await sendItems(user.token, [id!])).json().code).toBe('noLink');
    expect((await sendItems(user.token, [id!], 'login')).json().code).toBe('noLogin');
    await setSteamData(t.database.db, user.userId, { steamLogin: 'gaben_login' });
    expect((await sendItems(user.token, [id!], 'login')).json().data.items[0].status).toBe('PREPARING');
  });

  it('does not send to a platform login more accounts name than STEAM_LOGIN_MAX_ACCOUNTS (one saved before the rule)', async () => {
    const login = `crowd_${Date.now()}`;
    const players = [];
    for (let i = 0; i <= STEAM_LOGIN_MAX_ACCOUNTS; i += 1) {
      const user = await registerUser(t.app);
      await setSteamData(t.database.db, user.userId, { steamLogin: i === 0 ? login : login.toUpperCase() });
      players.push(user);
    }
    const [id] = await giveItems(t.database.db, players[0]!.userId, [catalog.itemIds[1]!]);
    const refused = await sendItems(players[0]!.token, [id!], 'login');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('steamLogin');
    expect((await itemOf(players[0]!.token, id!)).status).toBe('progress');
  });

  it("refuses others' items, packs, mixed kinds, and more than the open limit", async () => {
    const { user, id } = await playerWithItem();
    const other = await playerWithItem();
    expect((await sendItems(user.token, [other.id])).json()).toMatchObject({ code: 'invalidItem', parameters: { ids: [other.id] } });
    const [pack, specialItem] = await giveItems(t.database.db, user.userId, [special.packId, special.specialId]);
    expect((await sendItems(user.token, [pack!])).json().code).toBe('invalidItem');
    expect((await sendItems(user.token, [id, specialItem!])).json()).toMatchObject({ code: 'invalidItem', parameters: { reason: 'mixedTypes' } });
    const many = await giveItems(t.database.db, user.userId, Array.from({ length: MAX_OPEN_WITHDRAWALS }, () => catalog.itemIds[0]!));
    expect((await sendItems(user.token, many.slice(0, 9))).statusCode).toBe(200);
    const over = await sendItems(user.token, [many[9]!, id]);
    expect(over.json()).toMatchObject({ code: 'tooManyWithdrawals', parameters: { limit: MAX_OPEN_WITHDRAWALS } });
    expect(over.statusCode).toBe(429);
    expect((await itemOf(user.token, id)).status).toBe('progress');
  });
});

describe('through the sandbox', () => {
  it('sends the offer and the player accepts: withdrawn', async () => {
    const { user, id } = await playerWithItem({
      script: [
        { state: 'sent', afterMs: 0 },
        { state: 'accepted', afterMs: 30_000 },
      ],
    });
    await sendItems(user.token, [id]);
    await workers.sendAll();
    const sent = await itemOf(user.token, id);
    expect(sent.status).toBe('send');
    expect(sent.timer_data).toBeGreaterThan(0);
    const trade = (await t.app.inject({ method: 'GET', url: `/api/v1/inventory/${id}/trade_id`, headers: bearer(user.token) })).json().data;
    expect(trade).toMatchObject({ status: 'send', offer_url: null });
    expect(trade.trade_id).toMatch(/^\d+$/);
    await workers.sync();
    expect((await itemOf(user.token, id)).status).toBe('send');
    clock.advance(31_000);
    await workers.sync();
    expect(await itemOf(user.token, id)).toMatchObject({ status: 'STEAM_WITHDRAWN', timer_data: null });
    const withdrawn = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?group=withdrawal', headers: bearer(user.token) })).json().data;
    expect(withdrawn.items.map((i: { id: number }) => i.id)).toEqual([id]);
    const events = workers.realtime.sent.filter((e) => e.userId === user.userId).map((e) => [e.message.event, 'status' in e.message ? e.message.status : undefined]);
    expect(events).toEqual([
      ['withdraw_status', 'send'],
      ['withdraw_status', 'STEAM_WITHDRAWN'],
    ]);
  });

  it('passes through the bot confirmation and an escrow hold', async () => {
    const { user, id } = await playerWithItem({
      script: [
        { state: 'needs_confirmation', afterMs: 0 },
        { state: 'sent', afterMs: 1000 },
        { state: 'escrow', afterMs: 2000 },
        { state: 'accepted', afterMs: 3000 },
      ],
    });
    await sendItems(user.token, [id]);
    await workers.sendAll();
    expect((await itemOf(user.token, id)).status).toBe('CONFIRM_STEAM');
    const seen: string[] = [];
    for (let step = 0; step < 3; step += 1) {
      clock.advance(1000);
      await workers.sync();
      seen.push((await itemOf(user.token, id)).status);
    }
    expect(seen).toEqual(['send', 'accepted', 'STEAM_WITHDRAWN']);
  });

  it.each(['declined', 'expired', 'canceled', 'invalid'] as const)('returns the item to progress when the offer is %s, with a withdraw-failed record', async (state) => {
    const { user, id } = await playerWithItem({
      script: [
        { state: 'sent', afterMs: 0 },
        { state, afterMs: 1000 },
      ],
    });
    await sendItems(user.token, [id]);
    await workers.sendAll();
    clock.advance(1000);
    await workers.sync();
    expect(await itemOf(user.token, id)).toMatchObject({ status: 'progress', timer_data: null });
    expect(await failureOf(id)).toMatchObject([{ name: 'Mid Item', price: 150, code: state, userId: user.userId }]);
    const failed = workers.realtime.sent.find((e) => e.userId === user.userId && e.message.event === 'withdraw_failed');
    expect(failed?.message).toEqual({ event: 'withdraw_failed', id, name: 'Mid Item', price: 1.5, code: state });
    // Back in progress, it can be sold or withdrawn again.
    expect((await sendItems(user.token, [id])).json().data.items[0].status).toBe('PREPARING');
  });

  it('fails at once when the sandbox refuses the send (the escrow check)', async () => {
    const { user, id } = await playerWithItem({ reject: 'escrow' });
    await sendItems(user.token, [id]);
    await workers.sendAll();
    expect((await itemOf(user.token, id)).status).toBe('progress');
    expect((await failureOf(id))[0]?.code).toBe('escrow');
  });

  it('cancels an offer left open past the timer', async () => {
    const { user, id } = await playerWithItem({ script: [{ state: 'sent', afterMs: 0 }] });
    await sendItems(user.token, [id]);
    await workers.sendAll();
    clock.advance(WITHDRAWAL_TIMER_MS + 1000);
    await workers.sync();
    expect((await itemOf(user.token, id)).status).toBe('progress');
    expect((await failureOf(id))[0]?.code).toBe('expired');
    const [offer] = await t.database.db.select().from(sandboxOffers).where(eq(sandboxOffers.ref, `[td-w-${(await t.database.db.select().from(withdrawals).where(eq(withdrawals.inventoryItemId, id)))[0]!.id}]`));
    expect(offer?.canceledAt).toBeInstanceOf(Date);
  });

  it('times out an item whose offer never went out within 5 minutes', async () => {
    const { user, id } = await playerWithItem();
    await sendItems(user.token, [id]);
    clock.advance(WITHDRAWAL_TIMER_MS + 1000);
    await workers.sync();
    expect((await itemOf(user.token, id)).status).toBe('progress');
    expect((await failureOf(id))[0]?.code).toBe('timeout');
    // The send job that comes later finds nothing to do.
    await workers.sendAll();
    expect((await itemOf(user.token, id)).status).toBe('progress');
  });
});
