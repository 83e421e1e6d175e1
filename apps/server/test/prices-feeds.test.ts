import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FeedError, type DroppedItem } from '../src/modules/prices/quote.js';
import { createSkinportFeed } from '../src/modules/prices/skinport-feed.js';
import { createMarketPriceListFeed } from '../src/modules/prices/market-price-list-feed.js';
import { createSteamPriceFeed } from '../src/modules/prices/steam-price-feed.js';
import { createRateLimiter } from '../src/modules/prices/rate-limiter.js';
import { parseSteamRoubles, parseSteamVolume } from '../src/modules/prices/steam-price-text.js';

/** A local feed: each test says how it answers; requests are kept to look at. */
let server: Server;
let baseUrl: string;
let answer: (req: IncomingMessage, res: ServerResponse) => void;
const seen: IncomingMessage[] = [];
/** Answers held back on purpose (the timeout cases), ended after each test. */
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  seen.length = 0;
  for (const res of held.splice(0)) res.destroy();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (body: unknown, status = 200) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const html = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Access denied</body></html>');
};
const failing = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
};
const limited = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(429, { 'retry-after': '30' }).end();
};
const silent = (_req: IncomingMessage, res: ServerResponse) => {
  held.push(res);
};

async function feedError(promise: Promise<unknown>): Promise<FeedError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(FeedError);
  return error as FeedError;
}

const UPDATED_AT = 1_796_000_000;

function skinportItem(overrides: Record<string, unknown> = {}) {
  return {
    market_hash_name: 'AK-47 | Redline (Field-Tested)',
    currency: 'RUB',
    suggested_price: 1500.5,
    item_page: 'https://skinport.com/item/ak-47-redline-field-tested',
    market_page: 'https://skinport.com/market?item=AK-47%20%7C%20Redline',
    min_price: 1234.56,
    max_price: 2000,
    mean_price: 1400.1,
    median_price: 1390,
    quantity: 17,
    created_at: UPDATED_AT - 86_400,
    updated_at: UPDATED_AT,
    ...overrides,
  };
}

describe('Skinport', () => {
  const feed = (dropped: DroppedItem[] = []) => createSkinportFeed({ baseUrl, timeoutMs: 300, onDropped: (d) => dropped.push(d) });

  it('reads the brotli-compressed item list, lowest offer first, suggested price else, skipping unpriced items', async () => {
    answer = (_req, res) => {
      const body = [
        skinportItem(),
        skinportItem({ market_hash_name: 'Pudge Hook', min_price: null, suggested_price: 10.5, quantity: 0 }),
        skinportItem({ market_hash_name: 'Nothing offered', min_price: null, suggested_price: null, quantity: 0 }),
      ];
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' }).end(brotliCompressSync(JSON.stringify(body)));
    };
    const quotes = await feed().fetchQuotes(730);
    expect(seen[0]!.url).toBe('/v1/items?app_id=730&currency=RUB');
    expect(seen[0]!.headers['accept-encoding']).toBe('br');
    expect(quotes).toEqual([
      { source: 'skinport', marketHashName: 'AK-47 | Redline (Field-Tested)', price: 123_456, volume: 17, observedAt: new Date(UPDATED_AT * 1000) },
      { source: 'skinport', marketHashName: 'Pudge Hook', price: 1050, volume: 0, observedAt: new Date(UPDATED_AT * 1000) },
    ]);
  });

  it('drops items with negative or absurd prices and strings in number fields, keeping the rest', async () => {
    answer = json([
      skinportItem({ market_hash_name: 'Good' }),
      skinportItem({ market_hash_name: 'Negative', min_price: -5 }),
      skinportItem({ market_hash_name: 'Absurd', min_price: 9e12 }),
      skinportItem({ market_hash_name: 'Zero', min_price: 0 }),
      skinportItem({ market_hash_name: 'Text', min_price: '12.50' }),
      skinportItem({ market_hash_name: 'Count', quantity: 'many' }),
      'not an item',
    ]);
    const dropped: DroppedItem[] = [];
    const quotes = await feed(dropped).fetchQuotes(570);
    expect(quotes.map((q) => q.marketHashName)).toEqual(['Good']);
    expect(dropped).toEqual([
      { source: 'skinport', marketHashName: 'Negative', reason: 'price' },
      { source: 'skinport', marketHashName: 'Absurd', reason: 'price' },
      { source: 'skinport', marketHashName: 'Zero', reason: 'price' },
      { source: 'skinport', marketHashName: 'Text', reason: 'fields' },
      { source: 'skinport', marketHashName: 'Count', reason: 'fields' },
      { source: 'skinport', marketHashName: null, reason: 'fields' },
    ]);
  });

  it('fails an answer that is wholly wrong as malformed: HTML, not a list, another currency, nothing usable', async () => {
    for (const bad of [html, json({ items: [] }), json([skinportItem(), skinportItem({ currency: 'EUR' })]), json([skinportItem({ min_price: '1,5' })])]) {
      answer = bad;
      expect((await feedError(feed().fetchQuotes(730))).code).toBe('feed_malformed');
    }
  });

  it('tells a server failure, a timeout and a rate limit apart', async () => {
    answer = failing;
    expect(await feedError(feed().fetchQuotes(730))).toMatchObject({ code: 'feed_unavailable', detail: { status: 500 } });
    answer = silent;
    expect((await feedError(feed().fetchQuotes(730))).code).toBe('feed_timeout');
    answer = limited;
    expect(await feedError(feed().fetchQuotes(730))).toMatchObject({ code: 'feed_rate_limited', detail: { retryAfterMs: 30_000 } });
  });

  it('reports an unreachable feed as unavailable (injected fetch)', async () => {
    const refused = createSkinportFeed({ baseUrl: 'http://feed.invalid', timeoutMs: 300, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect((await feedError(refused.fetchQuotes(730))).code).toBe('feed_unavailable');
  });
});

const LIST_TIME = 1_796_000_100;

function priceList(items: unknown[], overrides: Record<string, unknown> = {}) {
  return { success: true, time: LIST_TIME, currency: 'RUB', items, ...overrides };
}

describe('market price list', () => {
  const feed = (dropped: DroppedItem[] = []) => createMarketPriceListFeed({ baseUrl: `${baseUrl}/`, timeoutMs: 300, onDropped: (d) => dropped.push(d) });

  it('reads the list in its published shape, prices as decimal strings, volumes as strings or numbers', async () => {
    answer = json(priceList([
      { market_hash_name: 'AWP | Asiimov (Field-Tested)', volume: '12', price: '6543.21' },
      { market_hash_name: 'Inscribed Crimson Witness', volume: 3, price: '15' },
    ]));
    const quotes = await feed().fetchQuotes();
    expect(seen[0]!.url).toBe('/api/v2/prices/RUB.json');
    expect(quotes).toEqual([
      { source: 'market', marketHashName: 'AWP | Asiimov (Field-Tested)', price: 654_321, volume: 12, observedAt: new Date(LIST_TIME * 1000) },
      { source: 'market', marketHashName: 'Inscribed Crimson Witness', price: 1500, volume: 3, observedAt: new Date(LIST_TIME * 1000) },
    ]);
  });

  it('drops rows with words, signs or exponents for prices and counts', async () => {
    answer = json(priceList([
      { market_hash_name: 'Good', volume: '1', price: '10.00' },
      { market_hash_name: 'Word', volume: '1', price: 'free' },
      { market_hash_name: 'Negative', volume: '1', price: '-10.00' },
      { market_hash_name: 'Exponent', volume: '1', price: '1e3' },
      { market_hash_name: 'Absurd', volume: '1', price: '99999999999' },
      { market_hash_name: 'Volume', volume: 'lots', price: '10.00' },
      { volume: '1', price: '10.00' },
    ]));
    const dropped: DroppedItem[] = [];
    expect((await feed(dropped).fetchQuotes()).map((q) => q.marketHashName)).toEqual(['Good']);
    expect(dropped.map((d) => `${d.marketHashName}:${d.reason}`)).toEqual(['Word:price', 'Negative:price', 'Exponent:price', 'Absurd:price', 'Volume:volume', 'null:fields']);
  });

  it('fails a list that is wholly wrong as malformed', async () => {
    const wrong = [
      html,
      json({ success: false, error: 'bad key' }),
      json(priceList([{ market_hash_name: 'A', volume: '1', price: '1.00' }], { currency: 'USD' })),
      json(priceList([], { time: 'yesterday' })),
      json(priceList([{ market_hash_name: 'A', volume: '1', price: 'n/a' }])),
    ];
    for (const bad of wrong) {
      answer = bad;
      expect((await feedError(feed().fetchQuotes())).code).toBe('feed_malformed');
    }
  });

  it('tells a server failure, a timeout and a rate limit apart', async () => {
    answer = failing;
    expect((await feedError(feed().fetchQuotes())).code).toBe('feed_unavailable');
    answer = silent;
    expect((await feedError(feed().fetchQuotes())).code).toBe('feed_timeout');
    answer = limited;
    expect((await feedError(feed().fetchQuotes())).code).toBe('feed_rate_limited');
  });

  it('times out on an answer that starts and then stalls', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).write('{"success":true,"time":');
      held.push(res);
    };
    expect((await feedError(feed().fetchQuotes())).code).toBe('feed_timeout');
  });
});

describe('Steam price overview', () => {
  const at = new Date('2026-12-07T04:00:00Z');
  const feed = (requestsPerMinute = 100) => createSteamPriceFeed({ baseUrl, timeoutMs: 300, requestsPerMinute, now: () => at });
  const overview = (overrides: Record<string, unknown> = {}) => json({ success: true, lowest_price: '1 234,56 pуб.', volume: '1,234', median_price: '1 200 pуб.', ...overrides });

  it('asks for one item in roubles and reads the localised answer', async () => {
    answer = overview();
    const quotes = await feed().fetchQuote(570, 'Genuine Weather | Rain');
    const url = new URL(seen[0]!.url!, baseUrl);
    expect(url.pathname).toBe('/market/priceoverview/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ appid: '570', currency: '5', market_hash_name: 'Genuine Weather | Rain' });
    expect(quotes).toEqual([{ source: 'steam', marketHashName: 'Genuine Weather | Rain', price: 123_456, volume: 1234, observedAt: at }]);
  });

  it('falls back to the median price and takes a missing volume as unknown', async () => {
    answer = json({ success: true, median_price: '12 345\u00a0678,9 pуб.' });
    expect(await feed().fetchQuote(730, 'Karambit | Fade (Factory New)')).toMatchObject([{ price: 1_234_567_890, volume: null }]);
  });

  it('fails as malformed on success false, no price, another currency, nonsense text or HTML', async () => {
    const wrong = [
      json({ success: false }),
      json({ success: true, volume: '3' }),
      overview({ lowest_price: '$12.34' }),
      overview({ lowest_price: '12,34 €' }),
      overview({ lowest_price: '-5,00 pуб.' }),
      overview({ lowest_price: 'free' }),
      overview({ lowest_price: 1234.56 }),
      overview({ volume: 'a lot' }),
      html,
    ];
    for (const bad of wrong) {
      answer = bad;
      expect((await feedError(feed().fetchQuote(570, 'Item'))).code).toBe('feed_malformed');
    }
  });

  it('tells a server failure and a timeout apart', async () => {
    answer = failing;
    expect((await feedError(feed().fetchQuote(570, 'Item'))).code).toBe('feed_unavailable');
    answer = silent;
    expect((await feedError(feed().fetchQuote(570, 'Item'))).code).toBe('feed_timeout');
  });

  it('refuses requests over its budget without sending them', async () => {
    answer = overview();
    const steam = feed(2);
    await steam.fetchQuote(570, 'A');
    await steam.fetchQuote(570, 'B');
    expect((await feedError(steam.fetchQuote(570, 'C'))).code).toBe('feed_rate_limited');
    expect(seen).toHaveLength(2);
  });

  it('stops asking after a 429 until the feed\'s Retry-After has passed', async () => {
    answer = limited;
    const steam = feed();
    expect((await feedError(steam.fetchQuote(570, 'A'))).code).toBe('feed_rate_limited');
    answer = overview();
    expect(await feedError(steam.fetchQuote(570, 'A'))).toMatchObject({ code: 'feed_rate_limited', detail: { retryAfterMs: expect.any(Number) } });
    expect(seen).toHaveLength(1);
  });

  it('parses Russian-formatted prices and English-grouped counts', () => {
    expect(parseSteamRoubles('63 pуб.')).toBe(6300);
    expect(parseSteamRoubles('0,5 руб.')).toBe(50);
    expect(parseSteamRoubles('1\u202f000,05 ₽')).toBe(100_005);
    expect(parseSteamRoubles('1,234.56 pуб.')).toBeNull();
    expect(parseSteamRoubles('12 34 pуб.')).toBeNull();
    expect(parseSteamRoubles('0 pуб.')).toBeNull();
    expect(parseSteamVolume('12,345')).toBe(12_345);
    expect(parseSteamVolume('7')).toBe(7);
    expect(parseSteamVolume('1.5')).toBeNull();
  });
});

describe('rate limiter', () => {
  it('makes requests over the limit wait for the window, and refuses those that would wait too long', async () => {
    let clock = 0;
    const waits: number[] = [];
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: 60_000,
      maxWaitMs: 60_000,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await limiter.acquire();
    clock = 10_000;
    await limiter.acquire();
    await limiter.acquire();
    await limiter.acquire();
    expect(waits).toEqual([50_000, 60_000]);
    expect((await feedError(limiter.acquire())).code).toBe('feed_rate_limited');
    clock = 130_000;
    await limiter.acquire();
    expect(waits).toEqual([50_000, 60_000]);
  });
});
