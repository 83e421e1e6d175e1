import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { withdrawals, withdrawFailures } from '../src/platform/db/schema/index.js';
import { sendOfferJob } from '../src/modules/withdrawals/send-offer.js';
import { createSteamProvider } from '../src/modules/withdrawals/steam/steam-provider.js';
import { TRADE_OFFER_STATE as S } from '../src/modules/withdrawals/steam/steam-types.js';
import { SEND_LOOKUP_INTERVAL_MS, SEND_LOOKUP_WINDOW_MS, WITHDRAWAL_TIMER_MS } from '../src/modules/withdrawals/withdrawal-limits.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createFakeSteam, type FakeSteamOptions } from './fakes/steam-trade.js';
import { giveItems, recordingRealtime, setSteamData, silentLog, testClock, TRADE_URL, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

const STEAM_BOTS = '[{"accountName":"bot-one","password":"p","sharedSecret":"s","identitySecret":"i"}]';
/** For the tests whose sends are held: short so they are not waited for long; the held answer, not this number, decides. */
const SHORT_SEND_TIMEOUT_MS = 20;
/** A late answer is applied in the background: wait for it generously (a loaded machine is slow). */
const LATE = { timeout: 30_000, interval: 20 };

let t: TestApp;
let catalog: FixtureCatalog;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ env: { STEAM_BOTS } });
  catalog = await seedFixtureCatalog(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clock.reset());

let assets = 0;
function steam(options: FakeSteamOptions = {}, sendTimeoutMs?: number) {
  // A fresh asset per bot: assets held by earlier tests' open withdrawals are reserved.
  assets += 1;
  const fake = createFakeSteam({ inventory: [{ assetid: `asset-${assets}`, market_hash_name: 'Mid Item' }], ...options });
  const provider = createSteamProvider({ bots: [fake.bot], appId: 570, clock: clock.now });
  return { fake, provider, workers: withdrawalWorkers(t.database.db, provider, clock.now, 'worker-a', sendTimeoutMs) };
}

async function requestWithdrawal() {
  const user = await registerUser(t.app);
  await setSteamData(t.database.db, user.userId, { tradeUrl: TRADE_URL });
  const [itemId] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(user.token), payload: { ids: [itemId] } });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.inventoryItemId, itemId!));
  return { user, itemId: itemId!, withdrawalId: row!.id };
}

const withdrawal = async (id: number) => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
const failures = (id: number) => t.database.db.select().from(withdrawFailures).where(eq(withdrawFailures.withdrawalId, id));

describe('an offer accepted while it is being cancelled', () => {
  it('accepted between the check and the cancel: the withdrawal completes, the item is not given back', async () => {
    const accepting = steam({ sendStatus: 'sent' });
    const { withdrawalId } = await requestWithdrawal();
    await accepting.workers.sendAll();
    const offer = accepting.fake.sent[0]!;
    // Read 1 is the state check that finds the offer still open; the player accepts before read 2.
    accepting.fake.options.onRead = (o, reads) => {
      if (reads === 2) o.state = S.Accepted;
    };
    clock.advance(WITHDRAWAL_TIMER_MS + 1000);
    await accepting.workers.sync();
    expect(offer.canceled).toBe(false);
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'accepted', failureCode: null });
    expect(await failures(withdrawalId)).toHaveLength(0);
  });

  it('accepted as Steam receives the cancel: Steam refuses it and the withdrawal completes', async () => {
    const accepting = steam({ sendStatus: 'sent', beforeCancel: (o) => (o.state = S.Accepted) });
    const { withdrawalId } = await requestWithdrawal();
    await accepting.workers.sendAll();
    clock.advance(WITHDRAWAL_TIMER_MS + 1000);
    await accepting.workers.sync();
    expect(accepting.fake.sent[0]!.canceled).toBe(false);
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'accepted' });
    expect(await failures(withdrawalId)).toHaveLength(0);
  });

  it('a confirmed cancel fails the withdrawal (expired) and gives the item back', async () => {
    const open = steam({ sendStatus: 'sent' });
    const { withdrawalId } = await requestWithdrawal();
    await open.workers.sendAll();
    clock.advance(WITHDRAWAL_TIMER_MS + 1000);
    await open.workers.sync();
    expect(open.fake.sent[0]!.canceled).toBe(true);
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'failed', failureCode: 'expired' });
  });

  it('give-up records a stray offer the player accepted instead of giving the item back', async () => {
    const accepting = steam({ sendStatus: 'sent', beforeCancel: (o) => (o.state = S.Accepted) });
    const { withdrawalId } = await requestWithdrawal();
    // The send went out, but its worker never recorded it.
    const offer = await accepting.provider.send({
      ref: `[td-w-${withdrawalId}]`, securityCode: null, method: 'trade', partner: TRADE_URL, partnerSteamId: null, itemId: 1, itemName: 'Mid Item', value: 100_00, reservedAssets: [],
    });
    await t.database.db.update(withdrawals).set({ status: 'sending' }).where(eq(withdrawals.id, withdrawalId));
    const job = sendOfferJob({ db: t.database.db, provider: accepting.provider, realtime: recordingRealtime(), log: silentLog });
    const claimed = { id: 0, type: 'withdrawal.send', payload: { withdrawalId }, attempts: 5, maxAttempts: 5, leaseId: 'x' };
    await job.giveUp!(claimed, new Error('steam is down'), clock.now());
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'accepted', offerId: offer.offerId });
    expect(await failures(withdrawalId)).toHaveLength(0);
  });
});

describe('a send that does not answer in time', () => {
  it('is never sent again: the offer is looked for, and the late answer is recorded', async () => {
    const slow = steam({}, SHORT_SEND_TIMEOUT_MS);
    const release = slow.fake.holdSends();
    const { withdrawalId } = await requestWithdrawal();
    await slow.workers.send.runOnce();
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'sending' });
    for (let run = 0; run < 3; run += 1) {
      clock.advance(SEND_LOOKUP_INTERVAL_MS);
      await slow.workers.send.runOnce();
    }
    expect(slow.fake.created).toHaveLength(1);
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'sending' });

    release();
    await vi.waitFor(async () => expect((await withdrawal(withdrawalId)).status).toBe('sent'), LATE);
    expect(await withdrawal(withdrawalId)).toMatchObject({ offerId: slow.fake.sent[0]!.id });
    clock.advance(SEND_LOOKUP_INTERVAL_MS);
    await slow.workers.sendAll();
    expect(slow.fake.created).toHaveLength(1);
    expect(slow.fake.sent).toHaveLength(1);
  });

  it('fails without a second send when no offer turns up within the look-up window', async () => {
    const silent = steam({}, SHORT_SEND_TIMEOUT_MS);
    const release = silent.fake.holdSends();
    const { user, itemId, withdrawalId } = await requestWithdrawal();
    await silent.workers.send.runOnce();
    for (let waited = 0; waited <= SEND_LOOKUP_WINDOW_MS; waited += SEND_LOOKUP_INTERVAL_MS) {
      clock.advance(SEND_LOOKUP_INTERVAL_MS);
      await silent.workers.send.runOnce();
    }
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'failed', failureCode: 'cantSend' });
    expect(silent.fake.created).toHaveLength(1);
    const items = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?group=active', headers: bearer(user.token) })).json().data.items;
    expect(items.map((i: { id: number }) => i.id)).toEqual([itemId]);

    // An answer that comes after all that is cancelled, never left open for an item the player has back.
    release();
    await vi.waitFor(() => expect(silent.fake.sent[0]?.canceled).toBe(true), LATE);
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'failed' });
  });
});
