import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', TEST_FIXTURES: 'true' } });
  await seedFixtureCatalog(t.database.db);
});
afterAll(() => t.close());

describe('selling a dropped item', () => {
  it('credits its price once, even when sold twice at the same time', async () => {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 100, reason: 'test' });
    const opened = (await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(user.token), payload: {} })).json().data;
    const drop = opened.drops[0];
    const [a, b] = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell', headers: bearer(user.token), payload: { id: drop.inventory_item_id } })),
    );
    const ok = [a!, b!].filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json().data).toEqual({ balance: drop.price, total_amount_items: 0 });
    expect([a!, b!].find((r) => r.statusCode !== 200)!.json().code).toBe('invalidItem');
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it("refuses another player's item", async () => {
    const owner = await registerUser(t.app);
    const thief = await registerUser(t.app);
    await credit(t.database.db, { userId: owner.userId, currency: 'money', amount: 100, reason: 'test' });
    const opened = (await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(owner.token), payload: {} })).json().data;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell', headers: bearer(thief.token), payload: { id: opened.drops[0].inventory_item_id } });
    expect(res.json().code).toBe('invalidItem');
  });
});

describe('test fixtures', () => {
  it('credit the signed-in player when enabled', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/test/credit', headers: bearer(user.token), payload: { amount: 250.5 } });
    expect(res.json().data).toEqual({ balance: 250.5 });
  });

  it('do not exist unless enabled', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      const user = await registerUser(plain.app);
      const res = await plain.app.inject({ method: 'POST', url: '/api/test/credit', headers: bearer(user.token), payload: { amount: 1 } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
