import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { inventoryItems, marketPurchases, withdrawals, withdrawFailures } from '../src/platform/db/schema/index.js';
import { createMarketClient } from '../src/modules/withdrawals/market/market-client.js';
import { createMarketProvider, marketCustomId } from '../src/modules/withdrawals/market/market-provider.js';
import { writeProviderChoice } from '../src/modules/withdrawals/provider-choice.js';
import { createSandboxProvider, type SandboxOutcome } from '../src/modules/withdrawals/sandbox-provider.js';
import { startFakeMarket, type FakeMarket } from './fakes/fake-market.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { giveItems, setSteamData, testClock, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { auditCount, consoleUser } from './admin-fixtures.js';

/** The fixture item withdrawn here: worth 150 kopecks, so the market may pay up to 165 (10 % over). */
const ITEM = 'Mid Item';
const DELIVERY_WAIT_MS = 2 * 3_600_000;
const MINUTE = 60_000;

let t: TestApp;
let market: FakeMarket;
let catalog: FixtureCatalog;
const clock = testClock();
/** What the bots' stock (the sandbox) does with a request, by trade link. */
const stockOutcomes = new Map<string, SandboxOutcome>();
let workers: ReturnType<typeof withdrawalWorkers>;

beforeAll(async () => {
  market = await startFakeMarket({ slowMs: 600 });
  t = await createTestApp({ env: { MARKET_API_URL: market.url, MARKET_API_KEY: market.key } });
  catalog = await seedFixtureCatalog(t.database.db);
  const db = t.database.db;
  const stock = createSandboxProvider({ db, clock: clock.now, outcome: (r) => stockOutcomes.get(r.partner) ?? { script: [{ state: 'sent', afterMs: 0 }] } });
  const client = createMarketClient({ baseUrl: market.url, key: market.key, timeoutMs: 300 });
  const provider = createMarketProvider({ db, client, clock: clock.now, maxOverpay: 0.1, maxAttempts: 3, deliveryWaitMs: DELIVERY_WAIT_MS });
  workers = withdrawalWorkers(db, stock, clock.now, 'worker-a', 2_000, { market: provider, game: 'dota' });
});
afterAll(async () => {
  await t.close();
  await market.close();
});
beforeEach(async () => {
  clock.reset();
  market.listings.clear();
  market.modes.clear();
  market.loseBuyAnswers = false;
  market.hidePurchases = 0;
  await writeProviderChoice(t.database.db, 'dota', 'market');
});

async function playerWithItem() {
  const user = await registerUser(t.app);
  const partner = String(500000 + user.userId);
  const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=Mk${user.userId}`;
  await setSteamData(t.database.db, user.userId, { tradeUrl });
  const [id] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
  return { user, id: id!, partner, tradeUrl };
}

async function withdraw(token: string, id: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(token), payload: { ids: [id], method: 'trade' } });
  expect(res.statusCode).toBe(200);
  const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.inventoryItemId, id));
  return w!;
}

async function withdrawalOf(id: number) {
  const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return w!;
}

async function itemStatus(inventoryItemId: number) {
  const [row] = await t.database.db.select({ status: inventoryItems.status }).from(inventoryItems).where(eq(inventoryItems.id, inventoryItemId));
  return row!.status;
}

async function purchasesOf(withdrawalId: number) {
  return t.database.db.select().from(marketPurchases).where(eq(marketPurchases.withdrawalId, withdrawalId)).orderBy(asc(marketPurchases.attempt));
}

describe('withdrawals bought on the market', () => {
  it('buys the cheapest offer within the bound for the player’s trade link, follows the seller and completes', async () => {
    market.list(ITEM, 300, 160, 140);
    const { user, id, partner } = await playerWithItem();
    const w = await withdraw(user.token, id);
    expect(w.provider).toBe('market');

    await workers.sendAll();
    const [bought] = await purchasesOf(w.id);
    expect(bought).toMatchObject({ attempt: 1, customId: marketCustomId(w.id, 1), stage: 'waiting', maxPrice: 165, hashName: ITEM });
    const atMarket = market.purchases.get(bought!.customId)!;
    expect(atMarket).toMatchObject({ price: 140, partner, token: `Mk${user.userId}` });
    // Bought: the item waits for its seller (no offer to accept yet).
    const bought1 = await withdrawalOf(w.id);
    expect(bought1).toMatchObject({ status: 'confirming', bot: 'market', offerId: `td-w-${w.id}` });
    // The seller's time to send is the item's timer, not the five minutes of a bot's offer.
    expect(bought1.deadlineAt.getTime() - clock.now().getTime()).toBeGreaterThan(DELIVERY_WAIT_MS - MINUTE);
    expect(await itemStatus(id)).toBe('vendor waiting');

    market.send(bought!.customId);
    await workers.sync();
    expect((await purchasesOf(w.id))[0]).toMatchObject({ stage: 'sent', tradeId: atMarket.tradeId });
    expect((await withdrawalOf(w.id)).status).toBe('sent');
    expect(await itemStatus(id)).toBe('send');
    // The player's item page links the seller's offer, with no code of ours to check in it.
    const offer = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/${id}/trade_id`, headers: bearer(user.token) });
    expect(offer.json().data).toEqual({ trade_id: atMarket.tradeId, status: 'send', offer_url: `https://steamcommunity.com/tradeoffer/${atMarket.tradeId}/`, security_code: null, from_seller: true });

    market.deliver(bought!.customId);
    await workers.sync();
    expect((await purchasesOf(w.id))[0]).toMatchObject({ stage: 'delivered', price: 140 });
    expect((await withdrawalOf(w.id)).status).toBe('accepted');
    expect(await itemStatus(id)).toBe('STEAM_WITHDRAWN');
    expect(market.purchases.size).toBeGreaterThan(0);
    expect([...market.purchases.values()].filter((p) => p.customId.startsWith(`td-w-${w.id}-`))).toHaveLength(1);
  });

  it('buys from another seller when one does not send, and gives up after the last attempt with the item back', async () => {
    market.list(ITEM, 150, 155, 160, 161);
    const { user, id } = await playerWithItem();
    const w = await withdraw(user.token, id);
    await workers.sendAll();
    market.fail(marketCustomId(w.id, 1));
    await workers.sync();
    let rows = await purchasesOf(w.id);
    expect(rows.map((r) => [r.attempt, r.stage])).toEqual([
      [1, 'failed'],
      [2, 'waiting'],
    ]);
    expect(market.purchases.get(marketCustomId(w.id, 2))!.price).toBe(155);
    expect((await withdrawalOf(w.id)).status).toBe('confirming');

    market.fail(marketCustomId(w.id, 2));
    await workers.sync();
    market.fail(marketCustomId(w.id, 3));
    await workers.sync();
    rows = await purchasesOf(w.id);
    expect(rows.map((r) => r.stage)).toEqual(['failed', 'failed', 'failed']);
    expect((await withdrawalOf(w.id)).status).toBe('failed');
    expect(await itemStatus(id)).toBe('progress');
    const [failure] = await t.database.db.select().from(withdrawFailures).where(eq(withdrawFailures.withdrawalId, w.id));
    expect(failure!.code).toBe('unavailable');
    // The player is told, with the code the site explains (sell it or pick a similar item).
    expect(workers.realtime.sent.some((s) => s.userId === user.userId && s.message.event === 'withdraw_failed' && s.message.code === 'unavailable')).toBe(true);
  });

  it('hands a withdrawal the stock cannot serve to the market, and returns the item when the market has nothing within the bound', async () => {
    await writeProviderChoice(t.database.db, 'dota', 'stock');
    const { user, id, tradeUrl } = await playerWithItem();
    stockOutcomes.set(tradeUrl, { reject: 'unavailable' });
    market.list(ITEM, 400);
    const w = await withdraw(user.token, id);
    expect(w.provider).toBe('sandbox');
    const buys = market.calls.get('buy-for') ?? 0;
    await workers.sendAll();
    const after = await withdrawalOf(w.id);
    expect(after.provider).toBe('market');
    expect(after.status).toBe('failed');
    expect(after.failureCode).toBe('unavailable');
    expect((await purchasesOf(w.id)).map((r) => r.stage)).toEqual(['unavailable']);
    expect(market.calls.get('buy-for') ?? 0).toBe(buys);
    expect(await itemStatus(id)).toBe('progress');
  });

  it('hands a withdrawal the market cannot serve to the stock when the market serves first', async () => {
    const { user, id } = await playerWithItem();
    const w = await withdraw(user.token, id);
    expect(w.provider).toBe('market');
    await workers.sendAll();
    const after = await withdrawalOf(w.id);
    expect(after).toMatchObject({ provider: 'sandbox', status: 'sent', bot: 'sandbox' });
  });

  it('a purchase whose answer was lost is found by its custom id, never bought twice', async () => {
    market.list(ITEM, 140, 150);
    market.loseBuyAnswers = true;
    const { user, id } = await playerWithItem();
    const w = await withdraw(user.token, id);
    await workers.sendAll();
    // The client gave up waiting; the market did buy.
    expect((await withdrawalOf(w.id)).status).toBe('queued');
    expect((await purchasesOf(w.id)).map((r) => r.stage)).toEqual(['buying']);
    market.loseBuyAnswers = false;
    clock.advance(MINUTE);
    await workers.sendAll();
    expect((await withdrawalOf(w.id)).status).toBe('confirming');
    expect((await purchasesOf(w.id)).map((r) => r.stage)).toEqual(['waiting']);
    expect([...market.purchases.values()].filter((p) => p.customId.startsWith(`td-w-${w.id}-`))).toHaveLength(1);
    expect(market.listings.get(ITEM)).toEqual([150]);
  });

  it('a buy refused because the market already bought under that id (its first answer lost) counts as bought, not as a refusal', async () => {
    market.list(ITEM, 140, 150);
    const { user, id } = await playerWithItem();
    const w = await withdraw(user.token, id);
    market.loseBuyAnswers = true;
    // The market hides the purchase a moment longer than the buy's answer: the look-up finds nothing yet.
    market.modes.set('get-buy-info-by-custom-id', 'down');
    await workers.sendAll();
    expect((await purchasesOf(w.id)).map((r) => r.stage)).toEqual(['buying']);
    market.loseBuyAnswers = false;
    market.modes.clear();
    market.hidePurchases = 1;
    clock.advance(MINUTE);
    await workers.sendAll();
    expect((await purchasesOf(w.id)).map((r) => r.stage)).toEqual(['waiting']);
    expect((await withdrawalOf(w.id)).status).toBe('confirming');
    expect([...market.purchases.values()].filter((p) => p.customId.startsWith(`td-w-${w.id}-`))).toHaveLength(1);
    expect(market.listings.get(ITEM)).toEqual([150]);
  });

  it('a market that is down, slow, rate-limiting or answering nonsense fails the try, not the withdrawal, and it goes out once the market is back', async () => {
    market.list(ITEM, 140);
    const { user, id } = await playerWithItem();
    const w = await withdraw(user.token, id);
    // Each failed try is retried after a backoff (5 s, 10 s, 20 s, 40 s), well within the item's five-minute timer.
    for (const mode of ['down', 'slow', 'limited', 'nonsense'] as const) {
      market.modes.set('search-item-by-hash-name', mode);
      clock.advance(45_000);
      await workers.sendAll();
      expect((await withdrawalOf(w.id)).status).toBe('queued');
      expect(await itemStatus(id)).toBe('PREPARING');
    }
    market.modes.clear();
    clock.advance(45_000);
    await workers.sendAll();
    expect((await withdrawalOf(w.id)).status).toBe('confirming');

    // While the market cannot answer, the sync leaves the purchase as it was.
    market.modes.set('get-buy-info-by-custom-id', 'nonsense');
    await workers.sync();
    expect((await purchasesOf(w.id)).map((r) => r.stage)).toEqual(['waiting']);
    market.modes.clear();
    market.deliver(marketCustomId(w.id, 1));
    await workers.sync();
    expect((await withdrawalOf(w.id)).status).toBe('accepted');
  });

  it('a purchase past the seller’s time is not written off while the market still holds it', async () => {
    market.list(ITEM, 140);
    const { user, id } = await playerWithItem();
    const w = await withdraw(user.token, id);
    await workers.sendAll();
    clock.advance(DELIVERY_WAIT_MS + MINUTE);
    await workers.sync();
    expect((await withdrawalOf(w.id)).status).toBe('confirming');
    market.fail(marketCustomId(w.id, 1));
    await workers.sync();
    // Only the market's word ends it: with no other offer left, the withdrawal ends and the item comes back.
    expect((await withdrawalOf(w.id)).status).toBe('failed');
    expect(await itemStatus(id)).toBe('progress');
  });

  it('the console chooses which provider serves first, audited, and its queue shows each purchase step by step', async () => {
    const admin = await consoleUser(t, 'admin');
    const support = await consoleUser(t, 'support');
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals/providers', headers: support.headers });
    expect(read.json()).toMatchObject({ data: { game: 'dota', stock: 'sandbox', market: true, choice: 'market' } });
    const put = (who: typeof admin, payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/withdrawals/providers', headers: who.headers, payload });
    expect((await put(support, { choice: 'stock', reason: 'склад пополнен' })).statusCode).toBe(403);
    expect((await put(admin, { choice: 'stock' })).statusCode).toBe(400);
    const audits = await auditCount(t);
    const saved = await put(admin, { choice: 'stock', reason: 'склад пополнен' });
    expect(saved.json().data.choice).toBe('stock');
    expect(await auditCount(t)).toBe(audits + 1);
    await put(admin, { choice: 'market', reason: 'маркет дешевле' });

    market.list(ITEM, 150, 151);
    const { user, id } = await playerWithItem();
    const w = await withdraw(user.token, id);
    await workers.sendAll();
    market.fail(marketCustomId(w.id, 1));
    await workers.sync();
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?status=confirming', headers: support.headers });
    const row = queue.json().data.rows.find((r: { id: number }) => r.id === w.id);
    expect(row).toMatchObject({ provider: 'market', bot: 'market', status: 'confirming' });
    expect(row.steps).toEqual([
      expect.objectContaining({ attempt: 1, stage: 'failed', max_price: 165, price: 150, error: 'seller did not send' }),
      expect.objectContaining({ attempt: 2, stage: 'waiting', max_price: 165, price: null, trade_id: null }),
    ]);
  });
});
