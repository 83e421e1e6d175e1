import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases } from '../src/platform/db/schema/index.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

// A case's data is shared by every viewer whose own openings it does not show: built and compressed once per loaded
// case and opening count, with the counts kept for COUNTERS_TTL_MS.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', COUNTERS_TTL_MS: '600000' } });
  await seedFixtureCatalog(t.database.db);
});
afterAll(() => t.close());

const caseData = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/cases/basic', headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { data: { statistic_data: { opened_count: number }; drops: unknown[] } };
};

describe('a case’s shared data', () => {
  it('is the same body for guests and players, with the count of its window, in the browser’s encoding', async () => {
    const player = await registerUser(t.app);
    await credit(t.database.db, { userId: player.userId, currency: 'money', amount: 1_000_000, reason: 'test' });
    const guest = await caseData();
    expect(guest.data.drops.length).toBeGreaterThan(0);
    expect(await caseData(bearer(player.token))).toEqual(guest);

    const opened = await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(player.token), payload: {} });
    expect(opened.statusCode).toBe(200);
    await t.database.db
      .update(cases)
      .set({ openedCount: guest.data.statistic_data.opened_count + 5 })
      .where(eq(cases.slug, 'basic'));
    // Within the window the count, and so the body, stays what it was.
    expect(await caseData()).toEqual(guest);
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/cases/basic' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(guest);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cases/nope' })).json().code).toBe('caseNotFound');
  });
});
