import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { toWire } from '@tastydrop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { items, latestQuotes, marketPrices, priceFeedRuns, priceQuotes } from '../src/platform/db/schema/index.js';
import { createPriceFeeds } from '../src/modules/prices/price-feeds.js';
import { PRICES_PULL_JOB, pricesJobHandlers, pullPrices } from '../src/modules/prices/pull-prices.js';
import type { JobContext } from '../src/platform/jobs/job-runner.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

// The market price pull against local feeds that answer in the feeds' published shapes, then fail, lie and go quiet:
// the history, each item's robust price, the last good price held, and what the console shows.

type Mode = 'ok' | 'down' | 'html';
/** What each fake feed says now: its mode, and a price in roubles per item name (absent: not listed). */
const feeds = {
  skinport: { mode: 'ok' as Mode, prices: new Map<string, number>(), volume: 10 },
  market: { mode: 'ok' as Mode, prices: new Map<string, number>(), volume: 30 },
  steam: { mode: 'ok' as Mode, prices: new Map<string, number>(), asked: [] as string[] },
};
/** The moment the bulk feeds say their prices held (unix seconds); moved by each test. */
let feedTime = 0;

let server: Server;
let root: string;
function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://feed');
  const send = (body: unknown, headers: Record<string, string> = {}) => {
    const raw = Buffer.from(JSON.stringify(body));
    res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(headers['content-encoding'] === 'br' ? brotliCompressSync(raw) : raw);
  };
  const feed = url.pathname === '/v1/items' ? feeds.skinport : url.pathname === '/api/v2/prices/RUB.json' ? feeds.market : feeds.steam;
  if (feed.mode === 'down') return void res.writeHead(503).end('unavailable');
  if (feed.mode === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Access denied</html>');
  if (feed === feeds.skinport) {
    const list = [...feeds.skinport.prices].map(([name, price]) => ({
      market_hash_name: name,
      currency: 'RUB',
      suggested_price: price,
      min_price: price,
      max_price: price * 2,
      mean_price: price,
      quantity: feeds.skinport.volume,
      updated_at: feedTime,
    }));
    // A row with nonsense in it: dropped, the rest used.
    return send([...list, { market_hash_name: 'Broken', currency: 'RUB', min_price: 'много', suggested_price: null, quantity: 1, updated_at: feedTime }], { 'content-encoding': 'br' });
  }
  if (feed === feeds.market) {
    const rows = [...feeds.market.prices].map(([name, price]) => ({ market_hash_name: name, price: price.toFixed(2), volume: String(feeds.market.volume) }));
    return send({ success: true, time: feedTime, currency: 'RUB', items: rows });
  }
  const name = url.searchParams.get('market_hash_name') ?? '';
  feeds.steam.asked.push(name);
  const price = feeds.steam.prices.get(name);
  if (price === undefined) return send({ success: false });
  send({ success: true, lowest_price: `${price.toFixed(2).replace('.', ',')} pуб.`, volume: '5', median_price: `${price.toFixed(2).replace('.', ',')} pуб.` });
}

let t: TestApp;
let demo: TestApp;
let finance: ConsoleUser;
const ids: Record<string, number> = {};
const NAMES = ['Pulse Blade', 'Crimson Witness', 'Frost Avalanche', 'Steam Only', 'Unlisted'] as const;
const CATALOG_PRICE = 100_00;
const SETTINGS = { staleAfterMs: 6 * 3_600_000, outlierRatio: 0.5 };

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { PRICES_SKINPORT_URL: root, PRICES_MARKET_URL: root, PRICES_STEAM_URL: root, PRICES_TIMEOUT_MS: '2000', AUTH_RATE_LIMIT: '10000' } });
  demo = await createTestApp();
  const rows = await t.database.db
    .insert(items)
    .values(NAMES.map((name, i) => ({ game: 'dota' as const, slug: `market-${i}`, name, hero: 'Axe', slot: 'weapon', rarity: 'rare', price: CATALOG_PRICE, image: '/static/items/x.svg' })))
    .returning({ id: items.id, name: items.name });
  for (const row of rows) ids[row.name] = row.id;
  finance = await consoleUser(t, 'finance');
});
afterAll(async () => {
  await t.close();
  await demo.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  feeds.steam.asked.length = 0;
});

const db = () => t.database.db;
/** Runs one pull as the job would at `now`, the feeds saying their prices held at that moment. */
async function pullAt(now: Date) {
  feedTime = Math.floor(now.getTime() / 1000);
  return pullPrices(db(), createPriceFeeds(t.config), now, SETTINGS);
}
const marketPrice = async (name: string) => (await db().select().from(marketPrices).where(eq(marketPrices.itemId, ids[name]!)))[0];
const feedRuns = async () => Object.fromEntries((await db().select().from(priceFeedRuns)).map((r) => [r.source, r]));
const setPrices = (feed: { prices: Map<string, number> }, prices: Record<string, number>) => {
  feed.prices.clear();
  for (const [name, price] of Object.entries(prices)) feed.prices.set(name, price);
};

// Ten minutes into an hour, so a minute later is the same hour.
const start = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 10 * 60_000);
const hours = (n: number) => new Date(start.getTime() + n * 3_600_000);
const later = new Date(hours(1).getTime() + 60_000);

describe('the market price pull', () => {

  it('keeps every quote that names an item, and takes each item its robust price; Steam only for items the lists miss', async () => {
    setPrices(feeds.skinport, { 'Pulse Blade': 120, 'Crimson Witness': 80, 'Frost Avalanche': 200, 'Not In Catalog': 5 });
    setPrices(feeds.market, { 'Pulse Blade': 110, 'crimson witness': 84, 'Frost Avalanche': 210 });
    setPrices(feeds.steam, { 'Steam Only': 55.5 });
    const { runs, taken } = await pullAt(start);

    expect(runs.map((r) => [r.source, r.error, r.matched, r.dropped])).toEqual([
      ['skinport', null, 3, 1],
      ['market', null, 3, 0],
      ['steam', null, 1, 1],
    ]);
    // Steam was asked only about the items without a fresh quote (the one it has no price for counts as dropped).
    expect(feeds.steam.asked.sort()).toEqual(['Steam Only', 'Unlisted']);
    expect(taken).toEqual({ priced: 4, held: 0 });
    // The market's volume (30) outweighs Skinport's (10): its price is the weighted median.
    expect(await marketPrice('Pulse Blade')).toMatchObject({ price: 110_00, sources: ['market', 'skinport'], dropped: [], heldSince: null });
    expect((await marketPrice('Crimson Witness'))!.price).toBe(84_00);
    expect((await marketPrice('Steam Only'))!.price).toBe(55_50);
    expect(await marketPrice('Unlisted')).toBeUndefined();
    const history = await db().select().from(priceQuotes).where(inArray(priceQuotes.itemId, [ids['Pulse Blade']!]));
    expect(history.map((q) => [q.source, q.price, q.volume]).sort()).toEqual([
      ['market', 110_00, 30],
      ['skinport', 120_00, 10],
    ]);
    // A cached feed repeating the same moment adds no second row.
    await pullAt(start);
    expect(await db().select().from(priceQuotes).where(inArray(priceQuotes.itemId, [ids['Pulse Blade']!]))).toHaveLength(2);
  });

  it('follows a crash both lists see; holds the last good price when the only two sources disagree', async () => {
    // Pulse Blade and Frost Avalanche fall 40 % on both lists; one list lies about Crimson Witness (ten times its price).
    setPrices(feeds.skinport, { 'Pulse Blade': 72, 'Crimson Witness': 80, 'Frost Avalanche': 120 });
    setPrices(feeds.market, { 'Pulse Blade': 66, 'Crimson Witness': 840, 'Frost Avalanche': 126 });
    const { taken } = await pullAt(hours(1));
    expect((await marketPrice('Pulse Blade'))!.price).toBe(66_00);
    expect((await marketPrice('Frost Avalanche'))!.price).toBe(126_00);
    // Two sources more than half apart: neither is believed, the last good price stands and is marked held.
    expect(await marketPrice('Crimson Witness')).toMatchObject({
      price: 84_00,
      heldSince: hours(1),
      dropped: expect.arrayContaining([
        { source: 'market', reason: 'outlier' },
        { source: 'skinport', reason: 'outlier' },
      ]),
    });
    expect(taken.held).toBe(1);
    // The history keeps one quote per hour and source: the hour before and this one.
    const history = await db().select().from(priceQuotes).where(inArray(priceQuotes.itemId, [ids['Pulse Blade']!]));
    expect(history.map((q) => `${q.source} ${q.price}`).sort()).toEqual(['market 11000', 'market 6600', 'skinport 12000', 'skinport 7200']);
    // A later quote in the same hour replaces that hour's; an older one changes nothing.
    const pulseHistory = async () =>
      (await db().select().from(priceQuotes).where(inArray(priceQuotes.itemId, [ids['Pulse Blade']!]))).map((q) => `${q.source} ${q.price} ${q.observedAt.toISOString()}`).sort();
    await pullAt(later);
    const afterLater = await pulseHistory();
    expect(afterLater.filter((q) => q.endsWith(later.toISOString()))).toHaveLength(2);
    expect(afterLater).toHaveLength(4);
    feedTime = Math.floor(start.getTime() / 1000) - 1;
    await pullPrices(db(), createPriceFeeds(t.config), later, SETTINGS);
    expect(await pulseHistory()).toEqual(afterLater);
    expect((await db().select().from(latestQuotes).where(eq(latestQuotes.itemId, ids['Pulse Blade']!))).map((q) => q.observedAt)).toEqual([later, later]);
  });

  it('goes on with the other feeds when one is down or answers nonsense, and names each failure', async () => {
    feeds.skinport.mode = 'down';
    feeds.market.mode = 'html';
    setPrices(feeds.steam, { 'Steam Only': 60 });
    const { runs } = await pullAt(hours(2));
    // Steam's quote of two hours ago is still fresh: it is asked only about the item nobody quotes.
    expect(feeds.steam.asked).toEqual(['Unlisted']);
    expect(runs.map((r) => [r.source, r.error])).toEqual([
      ['skinport', 'feed_unavailable'],
      ['market', 'feed_malformed'],
      // It knows nothing of that item: the run brought nothing usable.
      ['steam', 'feed_malformed'],
    ]);
    const recorded = await feedRuns();
    expect(recorded.skinport).toMatchObject({ lastError: 'feed_unavailable', lastRunAt: hours(2), lastOkAt: later });
    // The lists' quotes of an hour ago are still fresh: the prices stand as taken from them.
    expect((await marketPrice('Pulse Blade'))!.price).toBe(66_00);
    expect((await marketPrice('Steam Only'))!.price).toBe(55_50);
  });

  it('keeps the last good prices when every feed fails and the quotes go stale', async () => {
    feeds.steam.mode = 'down';
    const { runs, taken } = await pullAt(hours(9));
    expect(runs.map((r) => r.error)).toEqual(['feed_unavailable', 'feed_malformed', 'feed_unavailable']);
    expect(taken.priced).toBe(0);
    expect(await marketPrice('Pulse Blade')).toMatchObject({ price: 66_00, heldSince: hours(9), dropped: expect.arrayContaining([{ source: 'skinport', reason: 'stale' }]) });
    // Back up: the feeds' prices are followed again and the hold ends.
    feeds.skinport.mode = 'ok';
    feeds.market.mode = 'ok';
    feeds.steam.mode = 'ok';
    setPrices(feeds.skinport, { 'Pulse Blade': 90 });
    setPrices(feeds.market, { 'Pulse Blade': 92 });
    await pullAt(hours(10));
    expect(await marketPrice('Pulse Blade')).toMatchObject({ price: 92_00, heldSince: null });
    // Steam, asked again about every item without a fresh quote, brings Steam Only back; the rest stay held.
    expect(await marketPrice('Steam Only')).toMatchObject({ price: 60_00, heldSince: null });
    expect(await marketPrice('Frost Avalanche')).toMatchObject({ price: 126_00, heldSince: hours(9) });
  });

  it('runs as a recurring job that comes back after the interval', async () => {
    const handler = pricesJobHandlers({ db: db(), feeds: createPriceFeeds(t.config), log: { info() {}, warn() {}, error() {} }, intervalMs: 300_000, ...SETTINGS })[PRICES_PULL_JOB]!;
    feedTime = Math.floor(hours(11).getTime() / 1000);
    const result = await handler.run({ now: () => hours(11), extendLease: async () => true } as unknown as JobContext);
    expect(result).toEqual({ rerunAt: new Date(hours(11).getTime() + 300_000) });
    expect((await feedRuns()).market).toMatchObject({ lastRunAt: hours(11), lastError: null });
  });
});

describe('the console', () => {
  it('shows the feeds, their last runs and the items farthest from the catalog price, held ones first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/prices/market', headers: finance.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      configured: string[];
      feeds: { source: string; last_error: string | null }[];
      counts: { items: number; priced: number; held: number };
      items: { name: string; catalog_price: number; market_price: number; difference: number; held_since: string | null }[];
    };
    expect(data.configured).toEqual(['skinport', 'market', 'steam']);
    // Steam knew none of the items it was asked about last: nothing usable, named as such.
    expect(data.feeds.map((f) => [f.source, f.last_error])).toEqual([
      ['market', null],
      ['skinport', null],
      ['steam', 'feed_malformed'],
    ]);
    expect(data.counts).toMatchObject({ priced: 4, held: 2 });
    // Held first, the farther from the catalog's price first among them (+26 % before −16 %).
    expect(data.items.slice(0, 2).map((i) => [i.name, i.held_since !== null])).toEqual([
      ['Frost Avalanche', true],
      ['Crimson Witness', true],
    ]);
    const pulse = data.items.find((i) => i.name === 'Pulse Blade')!;
    expect(pulse).toMatchObject({ catalog_price: 100_00, market_price: 92_00, held_since: null });
    expect(pulse.difference).toBeCloseTo(-0.08, 10);
  });

  it('says so when no feed is configured: the catalog keeps its own prices', async () => {
    const staff = await consoleUser(demo, 'finance');
    const res = await demo.app.inject({ method: 'GET', url: '/api/admin/prices/market', headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ configured: [], feeds: [], items: [] });
  });

  it('is closed to roles that do not work on prices', async () => {
    const content = await consoleUser(t, 'content');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/prices/market', headers: content.headers })).statusCode).toBe(403);
  });
});

describe('the case page', () => {
  it('gives the return at today\'s market prices beside the catalog\'s, once an item of the case has a market price', async () => {
    await seedFixtureCatalog(db());
    const rtp = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/cases/basic/rtp' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { expected: number; market: { rtp: number; priced_chance: number; priced_at: string } | null };
    };
    // 70 % Cheap Item at 0.50, 25 % Mid Item at 1.50, 5 % Rare Item at 10.00, for 1.00.
    expect(await rtp()).toMatchObject({ expected: 122.5, market: null });
    setPrices(feeds.skinport, { 'Cheap Item': 0.4 });
    setPrices(feeds.market, { 'Cheap Item': 0.4 });
    await pullAt(hours(12));
    expect((await rtp()).market).toEqual({ rtp: 115.5, priced_chance: 0.7, priced_at: hours(12).toISOString() });
  });
});

describe('an item\'s prices for players', () => {
  it('gives the site price, the market price and one point a day: the median of the day\'s hourly quotes', async () => {
    const id = ids['Pulse Blade']!;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/items/${id}/prices` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { item_id: number; price: number; market: { price: number; held_since: string | null }; days: { day: string; price: number }[] };
    expect(data).toMatchObject({ item_id: id, price: 100, market: { price: 92, held_since: null } });
    // The expected points, from the history itself: per UTC day, the lower middle of the sorted hourly quotes.
    const byDay = new Map<string, number[]>();
    for (const q of await db().select().from(priceQuotes).where(eq(priceQuotes.itemId, id))) {
      const day = q.hour.toISOString().slice(0, 10);
      byDay.set(day, [...(byDay.get(day) ?? []), q.price]);
    }
    const expected = [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, prices]) => ({ day, price: toWire(prices.sort((a, b) => a - b)[Math.ceil(prices.length / 2) - 1]!) }));
    expect(data.days).toEqual(expected);
    expect(data.days.length).toBeGreaterThan(0);
  });

  it('answers dataNotFound for an item that is not in this game\'s catalog', async () => {
    const [cs] = await db().insert(items).values({ game: 'cs', slug: 'cs-only', name: 'AK-47 | Redline (Field-Tested)', hero: 'AK-47', slot: 'rifle', rarity: 'classified', price: 100, image: '/x.svg' }).returning({ id: items.id });
    for (const url of [`/api/v1/items/${cs!.id}/prices`, '/api/v1/items/999999/prices']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('dataNotFound');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/items/abc/prices' })).statusCode).toBe(400);
  });
});
