import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { jobs, sandboxOffers, withdrawals, withdrawFailures } from '../src/platform/db/schema/index.js';
import { backoffMs, DEFAULT_LEASE_MS } from '../src/platform/jobs/job-runner.js';
import { createSandboxProvider } from '../src/modules/withdrawals/sandbox-provider.js';
import { createSteamProvider } from '../src/modules/withdrawals/steam/steam-provider.js';
import { offerRef, type TradeProvider } from '../src/modules/withdrawals/trade-provider.js';
import { SEND_LOOKUP_INTERVAL_MS, SEND_LOOKUP_WINDOW_MS } from '../src/modules/withdrawals/withdrawal-limits.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createFakeSteam } from './fakes/steam-trade.js';
import { giveItems, setSteamData, testClock, TRADE_URL, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let catalog: FixtureCatalog;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedFixtureCatalog(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clock.reset());

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A provider that counts sends and can stop dead at a chosen point (the worker "crashes" there). */
function instrumented(inner: TradeProvider, crash?: 'beforeSend' | 'afterSend') {
  const reached = deferred();
  const wake = deferred();
  const provider = {
    kind: inner.kind,
    tradeProtection: inner.tradeProtection,
    sends: 0,
    reached: reached.promise,
    wake: wake.resolve,
    find: (ref: string) => inner.find(ref),
    state: inner.state,
    cancel: inner.cancel,
    close: inner.close,
    async send(request: Parameters<TradeProvider['send']>[0]) {
      provider.sends += 1;
      if (crash === 'beforeSend') {
        reached.resolve();
        return new Promise<never>(() => undefined);
      }
      const offer = await inner.send(request);
      if (crash === 'afterSend') {
        reached.resolve();
        await wake.promise;
      }
      return offer;
    },
  };
  return provider;
}

async function queueWithdrawals(count: number) {
  const user = await registerUser(t.app);
  await setSteamData(t.database.db, user.userId, { tradeUrl: TRADE_URL });
  const ids = await giveItems(t.database.db, user.userId, Array.from({ length: count }, () => catalog.itemIds[1]!));
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(user.token), payload: { ids } });
  expect(res.statusCode).toBe(200);
  const rows = await t.database.db.select().from(withdrawals).where(inArray(withdrawals.inventoryItemId, ids));
  return { user, ids, withdrawalIds: rows.map((r) => r.id) };
}

/** A sandbox whose offers stay open (the player never answers) so the tests see the state the send left. */
const sandboxProvider = () => createSandboxProvider({ db: t.database.db, clock: clock.now, outcome: () => ({ script: [{ state: 'sent', afterMs: 0 }] }) });
const sendJob = async (withdrawalId: number) => (await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `withdrawal.send:${withdrawalId}`)))[0]!;
const withdrawal = async (id: number) => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;

describe('a withdrawal worker killed mid-job', () => {
  it('dies after the offer went out: the retry finds the offer and records it, nothing is sent twice', async () => {
    const { withdrawalIds } = await queueWithdrawals(1);
    const [wid] = withdrawalIds as [number];
    const sandbox = sandboxProvider();
    const dying = instrumented(sandbox, 'afterSend');
    const a = withdrawalWorkers(t.database.db, dying, clock.now, 'worker-a');
    const aRun = a.send.runOnce();
    await dying.reached;
    expect((await withdrawal(wid)).status).toBe('sending');

    const survivor = instrumented(sandbox);
    const b = withdrawalWorkers(t.database.db, survivor, clock.now, 'worker-b');
    expect(await b.send.runOnce()).toBe(0); // a still holds the lease
    clock.advance(DEFAULT_LEASE_MS);
    expect(await b.send.runOnce()).toBe(1);
    expect(await b.send.runOnce()).toBe(0);
    expect(survivor.sends).toBe(0);
    expect(await t.database.db.select().from(sandboxOffers).where(eq(sandboxOffers.ref, offerRef(wid)))).toHaveLength(1);
    expect(await withdrawal(wid)).toMatchObject({ status: 'sent' });
    expect(await sendJob(wid)).toMatchObject({ status: 'done', attempts: 2 });

    // The dead worker comes back: its late result changes nothing.
    const recorded = (await withdrawal(wid)).offerId;
    dying.wake();
    await aRun;
    expect(await withdrawal(wid)).toMatchObject({ status: 'sent', offerId: recorded });
    expect(await sendJob(wid)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('dies before the offer went out: the retry never sends again, it looks for the offer and then gives the item back', async () => {
    const { withdrawalIds } = await queueWithdrawals(1);
    const [wid] = withdrawalIds as [number];
    const sandbox = sandboxProvider();
    const dying = instrumented(sandbox, 'beforeSend');
    void withdrawalWorkers(t.database.db, dying, clock.now, 'worker-a').send.runOnce();
    await dying.reached;
    clock.advance(DEFAULT_LEASE_MS);
    const survivor = instrumented(sandbox);
    const b = withdrawalWorkers(t.database.db, survivor, clock.now, 'worker-b');
    await b.sendAll();
    // The dead worker's send might still land: only look-ups until the window closes.
    expect(await withdrawal(wid)).toMatchObject({ status: 'sending' });
    for (let waited = 0; waited <= SEND_LOOKUP_WINDOW_MS; waited += SEND_LOOKUP_INTERVAL_MS) {
      clock.advance(SEND_LOOKUP_INTERVAL_MS);
      await b.sendAll();
    }
    expect(survivor.sends).toBe(0);
    expect(await t.database.db.select().from(sandboxOffers).where(eq(sandboxOffers.ref, offerRef(wid)))).toHaveLength(0);
    expect(await withdrawal(wid)).toMatchObject({ status: 'failed', failureCode: 'cantSend' });
    expect(await sendJob(wid)).toMatchObject({ status: 'done' });
  });

  it('with the Steam provider: the retry finds the sent offer by its reference', async () => {
    const { withdrawalIds } = await queueWithdrawals(1);
    const [wid] = withdrawalIds as [number];
    const fake = createFakeSteam({ inventory: [{ assetid: '9', market_hash_name: 'Mid Item' }] });
    const steam = createSteamProvider({ bots: [fake.bot], appId: 570, clock: clock.now });
    // The withdrawal was queued for the sandbox (no STEAM_BOTS in this app); pretend Steam was configured.
    await t.database.db.update(withdrawals).set({ provider: 'steam' }).where(eq(withdrawals.id, wid));
    const dying = instrumented(steam, 'afterSend');
    void withdrawalWorkers(t.database.db, dying, clock.now, 'worker-a').send.runOnce();
    await dying.reached;
    clock.advance(DEFAULT_LEASE_MS);
    const survivor = instrumented(createSteamProvider({ bots: [fake.bot], appId: 570, clock: clock.now }));
    await withdrawalWorkers(t.database.db, survivor, clock.now, 'worker-b').sendAll();
    expect(survivor.sends).toBe(0);
    expect(fake.created).toHaveLength(1);
    expect(fake.sent).toHaveLength(1);
    expect(await withdrawal(wid)).toMatchObject({ status: 'sent', offerId: fake.sent[0]!.id, assetId: '9', bot: 'bot-one' });
  });

  it('two workers side by side send every offer exactly once', async () => {
    const { withdrawalIds } = await queueWithdrawals(6);
    const sandbox = sandboxProvider();
    const one = instrumented(sandbox);
    const two = instrumented(sandbox);
    const a = withdrawalWorkers(t.database.db, one, clock.now, 'worker-a');
    const b = withdrawalWorkers(t.database.db, two, clock.now, 'worker-b');
    for (let round = 0; round < 10; round += 1) {
      const [x, y] = await Promise.all([a.send.runOnce(), b.send.runOnce()]);
      if (x + y === 0) break;
    }
    expect(one.sends + two.sends).toBe(6);
    const offers = await t.database.db.select().from(sandboxOffers).where(inArray(sandboxOffers.ref, withdrawalIds.map(offerRef)));
    expect(offers).toHaveLength(6);
    for (const id of withdrawalIds) expect(await sendJob(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a send that keeps failing gives up and brings the item back (cantSend)', async () => {
    const { user, ids, withdrawalIds } = await queueWithdrawals(1);
    const sandbox = sandboxProvider();
    const broken: TradeProvider = { ...sandbox, kind: 'sandbox', send: async () => Promise.reject(new Error('steam is down')) };
    const w = withdrawalWorkers(t.database.db, broken, clock.now);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await w.send.runOnce()).toBe(1);
      clock.advance(backoffMs(attempt));
    }
    expect(await sendJob(withdrawalIds[0]!)).toMatchObject({ status: 'failed', attempts: 5 });
    const [failure] = await t.database.db.select().from(withdrawFailures).where(eq(withdrawFailures.withdrawalId, withdrawalIds[0]!));
    expect(failure?.code).toBe('cantSend');
    const items = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?group=active', headers: bearer(user.token) })).json().data.items;
    expect(items.map((i: { id: number }) => i.id)).toEqual(ids);
  });
});
