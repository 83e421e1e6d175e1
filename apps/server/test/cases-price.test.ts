import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, ledger, openings } from '../src/platform/db/schema/index.js';
import { publishVersion, workingTables } from '../src/modules/admin/catalog-versions.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

// The catalog is cached for 30 s; what a player pays is the price of the catalog version in force when the
// open's transaction runs (a new version's price once it is published), never a price written beside it.
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
    // Warm the catalog cache at the old price, then publish the same table at a new one.
    expect((await open()).json().data.price_paid).toBe(1);
    const [row] = await t.database.db.select({ id: cases.id, before: cases.tableVersion }).from(cases).where(eq(cases.slug, slug));
    const version = await t.database.db.transaction(async (tx) => {
      const table = (await workingTables(tx, 'dota'))[String(row!.id)]!;
      return (await publishVersion(tx, 'dota', { [String(row!.id)]: { ...table, price: 250 } }, { note: 'test', actorId: null })).id;
    });
    const res = await open();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.price_paid).toBe(2.5);
    expect(res.json().data.balance).toBe(96.5);
    const debits = await t.database.db.select({ delta: ledger.delta }).from(ledger).where(eq(ledger.userId, user.userId));
    expect(debits.map((d) => d.delta)).toEqual([10_000, -100, -250]);
    const made = await t.database.db.select({ version: openings.catalogVersion }).from(openings).where(eq(openings.userId, user.userId)).orderBy(openings.id);
    expect(made.map((o) => o.version)).toEqual([row!.before, version]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});
