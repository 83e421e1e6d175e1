import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, ledger } from '../src/platform/db/schema/index.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

// The catalog is cached for 30 s; what a player pays is the price in the database at the moment of the open.
describe.each(['off', 'on'] as const)('the price of an open (batching %s)', (batching) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', OPEN_BATCH: batching } });
    await seedFixtureCatalog(t.database.db);
  });
  afterAll(() => t.close());

  it.each(['basic', 'limited', 'free-every-3'])('is read inside the opening transaction (%s)', async (slug) => {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 10_000, reason: 'test' });
    const open = () => t.app.inject({ method: 'POST', url: `/api/v1/cases/${slug}/open`, headers: bearer(user.token), payload: {} });
    // Warm the catalog cache at the old price, then change the price behind it.
    expect((await open()).json().data.price_paid).toBe(1);
    await t.database.db.update(cases).set({ price: 250 }).where(eq(cases.slug, slug));
    const res = await open();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.price_paid).toBe(2.5);
    expect(res.json().data.balance).toBe(96.5);
    const debits = await t.database.db.select({ delta: ledger.delta }).from(ledger).where(eq(ledger.userId, user.userId));
    expect(debits.map((d) => d.delta)).toEqual([10_000, -100, -250]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});
