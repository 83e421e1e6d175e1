import type { ServerResponse } from 'node:http';
import { fromWire } from '@tastydrop/domain';
import { sendJson, startFakeServer, type FakeRequest } from './fake-server.js';

/** One purchase the fake made: stage '1' until the seller sends and the player takes it ('2') or it fails ('5'). */
export interface FakePurchase {
  id: string;
  customId: string;
  hashName: string;
  price: number;
  partner: string;
  token: string;
  stage: '1' | '2' | '5';
  tradeId: string | null;
}

/** How the fake answers a call: as documented, down (503), too slow, rate-limited, or with something else. */
export type FakeMarketMode = 'ok' | 'down' | 'slow' | 'limited' | 'nonsense';

export interface FakeMarket {
  url: string;
  key: string;
  /** Listings on sale, by market name: each price (kopecks) is one seller's offer. */
  listings: Map<string, number[]>;
  purchases: Map<string, FakePurchase>;
  /** How each endpoint answers (`buy-for`, `search-item-by-hash-name`, `get-buy-info-by-custom-id`); `ok` if unset. */
  modes: Map<string, FakeMarketMode>;
  /** Makes `buy-for` buy, then answer only after the client gave up (the answer is lost, the purchase is real). */
  loseBuyAnswers: boolean;
  /** The next this many purchase look-ups answer "not found" although the purchase exists (the market lags). */
  hidePurchases: number;
  /** Calls by endpoint. */
  calls: Map<string, number>;
  list(hashName: string, ...prices: number[]): void;
  /** The seller sends the offer to the player. */
  send(customId: string): void;
  /** The player accepts it: delivered. */
  deliver(customId: string): void;
  /** The seller never sent: the market cancels and refunds. */
  fail(customId: string): void;
  close(): Promise<void>;
}

const ENDPOINTS = ['search-item-by-hash-name', 'buy-for', 'get-buy-info-by-custom-id'];

/**
 * A local marketplace speaking market.csgo.com's API v2 (GET, `key` in the query, roubles in kopecks). It fails,
 * times out, rate-limits and answers nonsense on demand; purchases move on only when the test says.
 */
export async function startFakeMarket(options: { slowMs?: number; port?: number; control?: boolean } = {}): Promise<FakeMarket> {
  const key = 'market-test-key';
  const listings = new Map<string, number[]>();
  const purchases = new Map<string, FakePurchase>();
  const modes = new Map<string, FakeMarketMode>();
  const calls = new Map<string, number>();
  let next = 9000;
  const state = { loseBuyAnswers: false, hidePurchases: 0 };

  function misbehave(endpoint: string, res: ServerResponse): boolean {
    const mode = modes.get(endpoint) ?? 'ok';
    if (mode === 'ok' || mode === 'slow') return false;
    if (mode === 'down') res.writeHead(503, { 'content-type': 'text/html' }).end('<html>503 Service Unavailable</html>');
    else if (mode === 'limited') res.writeHead(429, { 'retry-after': '5' }).end();
    else sendJson(res, 200, { success: true, data: 'maintenance', currency: 'USD', id: null });
    return true;
  }

  function answer(endpoint: string, req: FakeRequest): unknown {
    const q = req.url.searchParams;
    if (q.get('key') !== key) return { success: false, error: 'Bad KEY' };
    if (endpoint === 'search-item-by-hash-name') {
      const name = q.get('hash_name') ?? '';
      const prices = [...(listings.get(name) ?? [])].sort((a, b) => a - b);
      const counts = new Map<number, number>();
      for (const p of prices) counts.set(p, (counts.get(p) ?? 0) + 1);
      return { success: true, currency: 'RUB', data: [...counts].map(([price, count]) => ({ market_hash_name: name, price, class: '1', instance: '0', count })) };
    }
    if (endpoint === 'buy-for') {
      const customId = q.get('custom_id') ?? '';
      if (purchases.has(customId)) return { success: false, error: 'custom_id already used' };
      const name = q.get('hash_name') ?? '';
      const max = Number(q.get('price'));
      const offers = (listings.get(name) ?? []).sort((a, b) => a - b);
      const cheapest = offers[0];
      if (cheapest === undefined || cheapest > max) return { success: false, error: 'No offers for this price' };
      offers.shift();
      const purchase: FakePurchase = { id: String((next += 1)), customId, hashName: name, price: cheapest, partner: q.get('partner') ?? '', token: q.get('token') ?? '', stage: '1', tradeId: null };
      purchases.set(customId, purchase);
      return { success: true, id: purchase.id };
    }
    const purchase = purchases.get(q.get('custom_id') ?? '');
    if (purchase && state.hidePurchases > 0) {
      state.hidePurchases -= 1;
      return { success: false, error: 'Purchase not found' };
    }
    if (!purchase) return { success: false, error: 'Purchase not found' };
    return { success: true, data: { id: purchase.id, custom_id: purchase.customId, stage: purchase.stage, trade_id: purchase.tradeId, price: purchase.price } };
  }

  const server = await startFakeServer((req, res) => {
    if (options.control && req.url.pathname.startsWith('/_control/')) {
      control(req, res);
      return;
    }
    const endpoint = req.url.pathname.replace(/^\/api\/v2\//, '');
    if (!ENDPOINTS.includes(endpoint) || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    calls.set(endpoint, (calls.get(endpoint) ?? 0) + 1);
    if (misbehave(endpoint, res)) return;
    const body = answer(endpoint, req);
    const slow = modes.get(endpoint) === 'slow' || (endpoint === 'buy-for' && state.loseBuyAnswers);
    if (slow) setTimeout(() => res.writableEnded || sendJson(res, 200, body), options.slowMs ?? 3000);
    else sendJson(res, 200, body);
  }, options.port);

  /**
   * What an end-to-end test drives the fake with: `GET /_control/purchases`, `POST /_control/list?hash_name=&price_rub=`,
   * and `POST /_control/{send,deliver,fail}?custom_id=`.
   */
  function control(req: FakeRequest, res: ServerResponse): void {
    const action = req.url.pathname.slice('/_control/'.length);
    const q = req.url.searchParams;
    try {
      if (action === 'purchases') return sendJson(res, 200, [...purchases.values()]);
      if (req.method !== 'POST') return sendJson(res, 405, {});
      if (action === 'list') fake.list(q.get('hash_name') ?? '', fromWire(Number(q.get('price_rub'))));
      else if (action === 'send' || action === 'deliver' || action === 'fail') fake[action](q.get('custom_id') ?? '');
      else return sendJson(res, 404, {});
      sendJson(res, 200, { ok: true });
    } catch (error) {
      sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  const purchase = (customId: string): FakePurchase => {
    const p = purchases.get(customId);
    if (!p) throw new Error(`no purchase ${customId}`);
    return p;
  };
  const fake: FakeMarket = {
    url: server.url,
    key,
    listings,
    purchases,
    modes,
    calls,
    get loseBuyAnswers() {
      return state.loseBuyAnswers;
    },
    set loseBuyAnswers(value: boolean) {
      state.loseBuyAnswers = value;
    },
    get hidePurchases() {
      return state.hidePurchases;
    },
    set hidePurchases(value: number) {
      state.hidePurchases = value;
    },
    list(hashName, ...prices) {
      listings.set(hashName, [...(listings.get(hashName) ?? []), ...prices]);
    },
    send(customId) {
      purchase(customId).tradeId = `77${purchase(customId).id}`;
    },
    deliver(customId) {
      purchase(customId).stage = '2';
    },
    fail(customId) {
      purchase(customId).stage = '5';
    },
    close: () => server.close(),
  };
  return fake;
}
