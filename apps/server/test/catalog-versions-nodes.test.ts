import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDatabase, migrateDatabase, type Database } from '../src/platform/db/index.js';
import { catalogVersions, openings, type VersionedCase } from '../src/platform/db/schema/index.js';
import { createSession } from '../src/platform/http/session-store.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { consoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestApp, createTestDatabaseUrl, type TestApp } from './helpers.js';
import { bookMismatches } from './ledger-check.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

const PLAYERS = 4;
const RACING_PUBLISHES = 8;

// A publish on one node and opens on others, over one PostgreSQL and one Redis: node B hears the broker,
// node C does not (no Redis), and keeps the catalog it loaded for its whole lifetime unless an open's own
// check tells it otherwise. Whatever a node cached, every opening pays its version's price for its version's table.
describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('catalog versions across nodes', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('a node that loaded the dear table never rolls it at the cheap price, heard through the broker or not', async () => {
    const { url, drop } = await createTestDatabaseUrl();
    cleanups.push(drop);
    const setup: Database = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 4 });
    cleanups.push(() => setup.close());
    await migrateDatabase(setup);
    const fixtures = await seedFixtureCatalog(setup.db);
    const caseId = fixtures.cases.basic!;
    const [cheap, , rare] = fixtures.itemIds as [number, number, number];

    // Node A: the console's node, on its own pool, announcing through Redis.
    const a: TestApp = await createTestApp({ database: setup, redisBroker: true, env: { AUTH_RATE_LIMIT: '100000', ADMIN_RTP_CEILING: '0.95' } });
    cleanups.push(() => a.close());
    const owner = await consoleUser(a, 'owner');
    const publish = async (drops: { itemId: number; chance: number }[], price: number) => {
      const res = await a.app.inject({ method: 'POST', url: `/api/admin/catalog/cases/${caseId}/publish`, headers: owner.headers, payload: { drops, price } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { version: number }).version;
    };
    // Expected value 10 ₽ at 11 ₽, and 0.50 ₽ at 0.60 ₽.
    const dear = () => publish([{ itemId: rare, chance: 1 }], 11);
    const cheapTable = () => publish([{ itemId: cheap, chance: 1 }], 0.6);

    const tokens: string[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const userId = await createUser(setup.db, { regType: 'quick', nickname: `nodes${i}` });
      await credit(setup.db, { userId, currency: 'money', amount: 10_000_000, reason: 'test' });
      tokens.push(await createSession(setup.db, userId));
    }

    const base = { DATABASE_URL: url, OPEN_RATE_LIMIT: '100000', CATALOG_TTL_MS: '3600000' };
    const b: ServerProcess = await startServerProcess({ ...base, REDIS_URL: process.env.REDIS_URL! });
    const c: ServerProcess = await startServerProcess({ ...base, REDIS_URL: undefined });
    cleanups.push(async () => {
      await stopServerProcess(b);
      await stopServerProcess(c);
    });
    const shownPrice = async (node: ServerProcess) => ((await (await fetch(`${node.url}/api/v1/cases/basic`)).json()) as { data: { price_data: { price: number } } }).data.price_data.price;
    const open = async (node: ServerProcess, token: string) => {
      const res = await fetch(`${node.url}/api/v1/cases/basic/open`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"multi_open":1}',
      });
      return { status: res.status, body: (await res.json()) as { code?: string; data?: { price_paid: number; drops: { id: number }[] } } };
    };

    // A publishes the dear table at 11 ₽; B and C load it.
    await dear();
    expect(await shownPrice(b)).toBe(11);
    expect(await shownPrice(c)).toBe(11);

    // A puts the cheap table back at 0.60 ₽; B and C open at once.
    const cheapVersion = await cheapTable();
    const first = await Promise.all([b, c].flatMap((node) => tokens.map((token) => open(node, token))));
    for (const r of first) expect(r).toMatchObject({ status: 200, body: { data: { price_paid: 0.6 } } });
    const afterCheap = await setup.db.select().from(openings).where(eq(openings.caseId, caseId));
    expect(afterCheap).toHaveLength(2 * PLAYERS);
    for (const o of afterCheap) expect(o).toMatchObject({ catalogVersion: cheapVersion, pricePaid: 60, itemId: cheap });
    expect(await shownPrice(c)).toBe(0.6);

    // Publishes racing opens on both nodes.
    let racing = true;
    const answers: { status: number; code: string | undefined }[] = [];
    const storm = [b, c].flatMap((node) =>
      tokens.map(async (token) => {
        while (racing) {
          const r = await open(node, token);
          answers.push({ status: r.status, code: r.body.code });
        }
      }),
    );
    for (let i = 0; i < RACING_PUBLISHES; i += 1) await (i % 2 === 0 ? dear() : cheapTable());
    racing = false;
    await Promise.all(storm);

    // Refused only as a case that changed again while it was being opened once more.
    for (const r of answers) expect([{ status: 200, code: undefined }, { status: 409, code: 'case_changed' }]).toContainEqual(r);
    const versions = new Map((await setup.db.select().from(catalogVersions)).map((v) => [v.id, v.tables[String(caseId)]!]));
    const all = await setup.db.select().from(openings).where(eq(openings.caseId, caseId));
    expect(all.length).toBeGreaterThan(afterCheap.length);
    const mismatched = all.filter((o) => {
      const table: VersionedCase | undefined = o.catalogVersion === null ? undefined : versions.get(o.catalogVersion);
      return !table || o.pricePaid !== table.price || !table.drops.some((d) => d.itemId === o.itemId);
    });
    expect(mismatched).toEqual([]);
    expect(all.filter((o) => o.itemId === rare && o.pricePaid !== 1100)).toEqual([]);
    expect(await bookMismatches(setup.db)).toEqual([]);
  }, 300_000);
});
