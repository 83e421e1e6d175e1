import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { fallbackRateLimitStore, type FallbackStoreOptions, type SharedCounter, type WindowCount } from './fallback-rate-limit-store.js';

const WINDOW = 1000;
const RETRY = 500;

/** A route's store, as the plugin makes it. */
function routeStore(options: FallbackStoreOptions, url = '/api/v1/cases/:name/open'): FastifyRateLimitStore {
  const Store = fallbackRateLimitStore(options);
  const root = new Store({});
  return root.child({ routeInfo: { method: 'POST', url } } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
}

function incr(store: FastifyRateLimitStore, key: string): Promise<WindowCount> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW, 10));
}

/** A shared counter that answers, fails or holds on command, and records the keys it was asked about. */
function fakeShared() {
  const counts = new Map<string, number>();
  const asked: string[] = [];
  const held: (() => void)[] = [];
  const state = { available: true, mode: 'answer' as 'answer' | 'fail' | 'hold' };
  const shared: SharedCounter = {
    available: () => state.available,
    incr: (key) => {
      asked.push(key);
      if (state.mode === 'fail') return Promise.reject(new Error('Command timed out'));
      const count = () => {
        counts.set(key, (counts.get(key) ?? 0) + 100);
        return { current: counts.get(key)!, ttl: 777 };
      };
      if (state.mode === 'hold') return new Promise((resolve) => held.push(() => resolve(count())));
      return Promise.resolve(count());
    },
  };
  return { shared, state, asked, held };
}

describe('the fallback rate-limit store', () => {
  it('counts in fixed windows in memory without a shared counter', async () => {
    let now = 0;
    const store = routeStore({ prefix: 'p:', now: () => now });
    expect(await incr(store, 'user:1')).toEqual({ current: 1, ttl: WINDOW });
    now = 400;
    expect(await incr(store, 'user:1')).toEqual({ current: 2, ttl: 600 });
    expect(await incr(store, 'user:2')).toEqual({ current: 1, ttl: WINDOW });
    now = WINDOW;
    expect(await incr(store, 'user:1')).toEqual({ current: 1, ttl: WINDOW });
  });

  it('forgets the oldest keys past its bound', async () => {
    const store = routeStore({ prefix: 'p:', maxKeys: 2, now: () => 0 });
    await incr(store, 'a');
    await incr(store, 'a');
    await incr(store, 'b');
    await incr(store, 'c');
    expect(await incr(store, 'a')).toEqual({ current: 1, ttl: WINDOW });
    expect(await incr(store, 'c')).toEqual({ current: 2, ttl: WINDOW });
  });

  it('answers with the shared count while it works, under the route’s own keys', async () => {
    const fake = fakeShared();
    const store = routeStore({ shared: fake.shared, prefix: 'rate-limit:abc:', now: () => 0 });
    expect(await incr(store, 'user:1')).toEqual({ current: 100, ttl: 777 });
    expect(await incr(store, 'user:1')).toEqual({ current: 200, ttl: 777 });
    expect(fake.asked).toEqual(['rate-limit:abc:POST/api/v1/cases/:name/open-user:1', 'rate-limit:abc:POST/api/v1/cases/:name/open-user:1']);
  });

  it('counts on this node while the shared count fails, tries it again one request at a time, and returns to it', async () => {
    let now = 0;
    const fake = fakeShared();
    const changes: string[] = [];
    const store = routeStore({ shared: fake.shared, prefix: 'p:', retryMs: RETRY, now: () => now, onChange: (mode) => changes.push(mode) });
    await incr(store, 'k');
    fake.state.mode = 'fail';
    // The failed request is answered from this node's count, which saw every request.
    expect(await incr(store, 'k')).toEqual({ current: 2, ttl: WINDOW });
    expect(changes).toEqual(['local']);
    const askedBefore = fake.asked.length;
    expect(await incr(store, 'k')).toEqual({ current: 3, ttl: WINDOW });
    expect(fake.asked.length).toBe(askedBefore);

    // Once the retry time has passed one request asks; the others meanwhile count here.
    now = RETRY;
    fake.state.mode = 'hold';
    const probe = incr(store, 'k');
    expect(await incr(store, 'k')).toEqual({ current: 5, ttl: WINDOW - RETRY });
    expect(fake.asked.length).toBe(askedBefore + 1);
    fake.held.forEach((release) => release());
    expect(await probe).toEqual({ current: 200, ttl: 777 });
    expect(changes).toEqual(['local', 'shared']);
    fake.state.mode = 'answer';
    expect(await incr(store, 'k')).toEqual({ current: 300, ttl: 777 });
  });

  it('does not ask a shared counter that is not connected', async () => {
    const fake = fakeShared();
    fake.state.available = false;
    const store = routeStore({ shared: fake.shared, prefix: 'p:', now: () => 0 });
    expect(await incr(store, 'k')).toEqual({ current: 1, ttl: WINDOW });
    expect(fake.asked).toEqual([]);
  });

  it('shares one view of the shared counter across routes', async () => {
    const fake = fakeShared();
    fake.state.mode = 'fail';
    const Store = fallbackRateLimitStore({ shared: fake.shared, prefix: 'p:', retryMs: RETRY, now: () => 0 });
    const root = new Store({});
    const route = (url: string) => root.child({ routeInfo: { method: 'POST', url } } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
    await incr(route('/a'), 'k');
    expect(await incr(route('/b'), 'k')).toEqual({ current: 1, ttl: WINDOW });
    expect(fake.asked).toEqual(['p:POST/a-k']);
  });
});
