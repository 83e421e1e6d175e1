import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openings, users } from '../src/platform/db/schema/index.js';
import { AppError } from '../src/core/app-error.js';
import { playClock } from '../src/modules/wallet/play-clock.js';
import { CLASSIFIED_REASONS, classOf } from '../src/modules/wallet/play-limits.js';
import { applyEntries, credit, debit } from '../src/modules/wallet/wallet.js';
import { setLimit } from '../src/modules/responsible-play/set-limit.js';
import { takeBreak } from '../src/modules/responsible-play/take-break.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

const serverRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe.each(['off', 'on'] as const)('responsible play (batched opening %s)', (batching) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', OPEN_BATCH: batching } });
    await seedFixtureCatalog(t.database.db);
  });
  afterAll(() => t.close());
  afterEach(() => playClock.reset());

  async function player(money: number) {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: money, reason: 'test_fixture' });
    return user;
  }
  const open = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(token), payload: { multi_open: 1 } });
  const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/responsible-play${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  async function openedBy(userId: number) {
    const [o] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(openings).where(eq(openings.userId, userId));
    return o!.n;
  }

  it('classifies every ledger reason the code writes', async () => {
    expect(classOf('case_open')).toBe('stake');
    expect(classOf('item_sell')).toBe('return');
    expect(classOf('deposit')).toBe('deposit');
    expect(classOf('deposit_bonus')).toBeNull();
    const written = new Set<string>();
    for (const file of await readdir(path.join(serverRoot, 'src'), { recursive: true })) {
      if (!file.endsWith('.ts') || file.includes('.test.')) continue;
      const text = await readFile(path.join(serverRoot, 'src', file), 'utf8');
      for (const m of text.matchAll(/reason: '([a-z_]+)'|'([a-z_]+)'::text AS reason/g)) written.add(m[1] ?? m[2]!);
    }
    // AppError parameters named reason, and why a price quote was left out (modules/prices), not ledger reasons.
    const notLedger = new Set(['cross_site_request', 'mixedTypes', 'emptyPack', 'console_header_required', 'stale', 'outlier']);
    const missing = [...written].filter((r) => !notLedger.has(r) && !CLASSIFIED_REASONS.has(r));
    expect(written.size).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });

  it('refuses the open that would pass a daily spend limit, naming the limit and when it resets', async () => {
    const user = await player(100_000);
    expect((await api(user.token, 'PUT', '/limits', { kind: 'spend', period: 'day', amount: 3 })).json().data).toEqual({ result: 'applied' });
    for (let i = 0; i < 3; i++) expect((await open(user.token)).statusCode).toBe(200);
    const refused = await open(user.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('play_limit_reached');
    expect(refused.json().msg).toMatch(/дневной лимит трат: 3([.,]00)? ₽.*обновится \d\d\.\d\d\.\d{4} 00:00 по Москве/);
    expect(await openedBy(user.userId)).toBe(3);
  });

  it('50 concurrent opens at the edge of a spend limit never pass it', async () => {
    const user = await player(100_000);
    await setLimit(t.database.db, { userId: user.userId, kind: 'spend', period: 'week', amount: 1_700 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => open(user.token)));
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json().code as string)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(17);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'play_limit_reached' || c === 'fastOpen')).toBe(true);
    expect(await openedBy(user.userId)).toBe(17);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('a loss limit counts what play gave back; a refusal in a list of entries fails alone', async () => {
    const user = await player(10_000);
    await setLimit(t.database.db, { userId: user.userId, kind: 'loss', period: 'month', amount: 500 });
    const results = await t.database.db.transaction((tx) =>
      applyEntries(tx, [
        { userId: user.userId, currency: 'money', kind: 'debit', amount: 400, reason: 'case_open' },
        { userId: user.userId, currency: 'money', kind: 'debit', amount: 200, reason: 'case_open' },
        { userId: user.userId, currency: 'money', kind: 'credit', amount: 300, reason: 'item_sell' },
        { userId: user.userId, currency: 'money', kind: 'debit', amount: 200, reason: 'case_open' },
      ]),
    );
    expect(results[0]).toBe(9_600);
    expect(results[1]).toBeInstanceOf(AppError);
    expect((results[1] as AppError).code).toBe('play_limit_reached');
    expect(results.slice(2)).toEqual([9_900, 9_700]);
    const [row] = await t.database.db.select({ stake: users.monthStake, ret: users.monthReturn }).from(users).where(eq(users.id, user.userId));
    expect(row).toEqual({ stake: 600, ret: 300 });
  });

  it('a new day starts the daily totals again', async () => {
    const user = await player(100_000);
    await setLimit(t.database.db, { userId: user.userId, kind: 'spend', period: 'day', amount: 100 });
    expect((await open(user.token)).statusCode).toBe(200);
    expect((await open(user.token)).json().code).toBe('play_limit_reached');
    await t.database.db.update(users).set({ playDay: sql`play_day - 1` }).where(eq(users.id, user.userId));
    expect((await open(user.token)).statusCode).toBe(200);
  });

  it('a decrease applies at once; a raise or removal only when confirmed 24 hours later', async () => {
    const user = await player(100_000);
    await api(user.token, 'PUT', '/limits', { kind: 'spend', period: 'day', amount: 5 });
    expect((await api(user.token, 'PUT', '/limits', { kind: 'spend', period: 'day', amount: 1 })).json().data).toEqual({ result: 'applied' });
    expect((await open(user.token)).statusCode).toBe(200);
    expect((await open(user.token)).json().code).toBe('play_limit_reached');
    expect((await api(user.token, 'PUT', '/limits', { kind: 'spend', period: 'day', amount: 10 })).json().data).toEqual({ result: 'pending' });
    expect((await open(user.token)).json().code).toBe('play_limit_reached');
    playClock.advance(23 * 3600_000);
    expect((await api(user.token, 'POST', '/limits/confirm', { kind: 'spend', period: 'day' })).json().code).toBe('play_limit_not_ready');
    expect((await open(user.token)).json().code).toBe('play_limit_reached');
    playClock.advance(3600_000);
    expect((await api(user.token, 'POST', '/limits/confirm', { kind: 'spend', period: 'day' })).statusCode).toBe(200);
    expect((await open(user.token)).statusCode).toBe(200);
    const state = (await api(user.token, 'GET', '')).json().data;
    expect(state.limits).toMatchObject([{ kind: 'spend', period: 'day', amount: 10, pending: null }]);
    expect(state.limits[0].used + state.limits[0].left).toBe(10);
  });

  it('a time-out or self-exclusion refuses paid play but lets the player sell, and cannot be shortened', async () => {
    const user = await player(100_000);
    expect((await open(user.token)).statusCode).toBe(200);
    const until = await takeBreak(t.database.db, user.userId, 'exclusion', '6m');
    await takeBreak(t.database.db, user.userId, 'timeout', '24h');
    const refused = await open(user.token);
    expect(refused.json().code).toBe('play_blocked');
    expect(refused.json().msg).toMatch(/самоисключение/);
    expect((await api(user.token, 'GET', '')).json().data.block).toEqual({ kind: 'exclusion', until: until!.toISOString() });
    await expect(debit(t.database.db, { userId: user.userId, currency: 'money', amount: 100, reason: 'battle_stake' })).rejects.toMatchObject({ code: 'play_blocked' });
    expect(await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 50, reason: 'item_sell' })).toBeGreaterThan(0);
  });
});
