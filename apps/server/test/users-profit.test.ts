import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWire } from '@tastydrop/domain';
import { inventoryItems } from '../src/platform/db/schema/index.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let catalog: FixtureCatalog;
beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedFixtureCatalog(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function profits(userId: number, token: string) {
  const me = (await get('/api/v1/users/me', token)).json().data;
  const pub = (await get(`/api/v1/users/${userId}`)).json().data;
  const dash = (await get(`/api/v1/users/${userId}/dashboard`)).json().data;
  // One definition everywhere.
  expect(pub.statistic.finance.profit).toBe(me.statistic.finance.profit);
  expect(dash.profit).toBe(me.statistic.finance.profit);
  return fromWire(me.statistic.finance.profit);
}

describe('statistic.finance.profit', () => {
  it('is zero for a new player, whatever they deposit', async () => {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 50_000, reason: 'deposit' });
    expect(await profits(user.userId, user.token)).toBe(0);
  });

  it('is the value won minus what was paid and staked; selling changes nothing', async () => {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 10_000, reason: 'deposit' });
    const opened = (await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(user.token), payload: { multi_open: 3 } })).json().data;
    const drops = opened.drops as { price: number; inventory_item_id: number }[];
    const won = drops.reduce((sum, d) => sum + fromWire(d.price), 0);
    const paid = 3 * 100; // basic costs 1 ₽
    expect(await profits(user.userId, user.token)).toBe(won - paid);

    const sold = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell', headers: bearer(user.token), payload: { id: drops[0]!.inventory_item_id } });
    expect(sold.statusCode).toBe(200);
    expect(await profits(user.userId, user.token)).toBe(won - paid);

    // An upgrade that staked a 4 ₽ item and won a 9 ₽ one, a lost 2 ₽ contract stake, an exchange's new item
    // (not winnings) and an opened pack (counted by its contents, which are ordinary drops).
    const itemId = catalog.itemIds[0]!;
    await t.database.db.insert(inventoryItems).values([
      { userId: user.userId, itemId, price: 400, status: 'to_upgrade', source: 'Case' },
      { userId: user.userId, itemId, price: 900, status: 'progress', source: 'Upgrade' },
      { userId: user.userId, itemId, price: 200, status: 'to_contract', source: 'Case' },
      { userId: user.userId, itemId, price: 300, status: 'progress', source: 'Change' },
      { userId: user.userId, itemId, price: 500, status: 'unpacked', source: 'Case' },
      { userId: user.userId, itemId, price: 500, status: 'progress', source: 'Case' },
    ]);
    expect(await profits(user.userId, user.token)).toBe(won - paid + (400 + 900 + 200 + 500) - 400 - 200);
  });
});
