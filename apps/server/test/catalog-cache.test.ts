import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../src/platform/db/index.js';
import { cases, type VersionedCase } from '../src/platform/db/schema/index.js';
import { publishVersion } from '../src/modules/admin/catalog-versions.js';
import { createCaseCatalog, UNHEARD_CATALOG_MS, type CatalogLinks } from '../src/modules/cases/case-catalog.js';
import { CATALOG_CHANGED_CHANNEL } from '../src/modules/cases/catalog-changes.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createTestDatabase } from './helpers.js';

// The catalog forgets its copy when a change commits (its own node at once, every other node through the
// broker), never for a change that rolled back, and serves a copy it may have missed a change for only
// for a short bound.

let database: Database;
let fixtures: FixtureCatalog;
beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = await seedFixtureCatalog(database.db);
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 3_600_000;

/** A broker that records what is published and lets the test deliver messages and set the subscription. */
function fakeBroker(subscription: number | null = 1) {
  const sent: { channel: string; payload: string }[] = [];
  let listener: ((channel: string, payload: string) => void) | null = null;
  const state = { subscription };
  const broker: NonNullable<CatalogLinks['broker']> = {
    publish: async (channel, payload) => void sent.push({ channel, payload }),
    onMessage: (l) => void (listener = l),
    subscription: () => state.subscription,
  };
  return { broker, sent, state, deliver: (channel: string, payload: string) => listener?.(channel, payload) };
}

/**
 * Another node's handle on the same database: its catalog hears the commits made through it, not those
 * made through `database.db` (commit listeners are kept per handle, as each node has its own).
 */
const otherNode = (): Db => Object.create(database.db) as Db;

let price = 200;
/** Publishes the basic case at a new price (one item only) through `database.db`; returns the version. */
async function publishBasic(): Promise<{ id: number; price: number }> {
  price += 10;
  const table: VersionedCase = { price, everyNOpenFree: null, multifixNumber: null, multicastRange: null, drops: [{ itemId: fixtures.itemIds[0]!, weight: 1 }] };
  const published = await database.db.transaction((tx) => publishVersion(tx, 'dota', { [String(fixtures.cases.basic)]: table }, { note: 'test', actorId: null }));
  return { id: published.id, price };
}

describe('catalog changes reach the cache', () => {
  it('a committed publish is announced once, after the commit; a rolled-back one never', async () => {
    const fake = fakeBroker();
    const catalog = createCaseCatalog(database.db, 'dota', HOUR, { broker: fake.broker });
    const first = await publishBasic();
    expect((await catalog.get('basic'))!.catalogVersion).toBe(first.id);
    fake.sent.length = 0;

    const table: VersionedCase = { price: 999, everyNOpenFree: null, multifixNumber: null, multicastRange: null, drops: [{ itemId: fixtures.itemIds[2]!, weight: 1 }] };
    await expect(
      database.db.transaction(async (tx) => {
        await publishVersion(tx, 'dota', { [String(fixtures.cases.basic)]: table }, { note: 'rolled back', actorId: null });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(fake.sent).toEqual([]);
    expect((await catalog.get('basic'))!).toMatchObject({ catalogVersion: first.id, row: { price: first.price } });

    let insideCommit: number | null = null;
    const second = await database.db.transaction(async (tx) => {
      const published = await publishVersion(tx, 'dota', { [String(fixtures.cases.basic)]: table }, { note: 'committed', actorId: null });
      insideCommit = fake.sent.length;
      return published;
    });
    expect(insideCommit).toBe(0);
    expect(fake.sent.map((m) => m.channel)).toEqual([CATALOG_CHANGED_CHANNEL]);
    // This node's copy was forgotten at the commit: the next read has the new version, its price and its table.
    const now = (await catalog.get('basic'))!;
    expect(now).toMatchObject({ catalogVersion: second.id, row: { price: 999 } });
    expect(now.drops.map((d) => d.item.id)).toEqual([fixtures.itemIds[2]]);
  });

  it('another node forgets its copy when the broker brings the change, and ignores its own announcements', async () => {
    const fake = fakeBroker();
    const other = createCaseCatalog(otherNode(), 'dota', HOUR, { broker: fake.broker });
    const before = await publishBasic();
    expect((await other.get('basic'))!.catalogVersion).toBe(before.id);
    const after = await publishBasic();
    // Not heard yet: the copy is kept (an open's own check refuses it: catalog-versions-nodes.test.ts).
    expect((await other.get('basic'))!.catalogVersion).toBe(before.id);
    other.invalidate();
    const own = fake.sent.at(-1)!;
    expect(own.channel).toBe(CATALOG_CHANGED_CHANNEL);
    await other.get('basic');
    const third = await publishBasic();
    fake.deliver(own.channel, own.payload);
    expect((await other.get('basic'))!.catalogVersion).toBe(after.id);
    fake.deliver(CATALOG_CHANGED_CHANNEL, JSON.stringify({ node: 'another' }));
    expect((await other.get('basic'))!).toMatchObject({ catalogVersion: third.id, row: { price: third.price } });
  });

  it('serves a copy at most the short bound while the broker is not heard, and none loaded before the subscription was made again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2027-01-01T00:00:00Z').getTime();
    vi.setSystemTime(start);
    const fake = fakeBroker(null);
    const other = createCaseCatalog(otherNode(), 'dota', HOUR, { broker: fake.broker });
    const first = await publishBasic();
    expect((await other.get('basic'))!.catalogVersion).toBe(first.id);
    const second = await publishBasic();
    vi.setSystemTime(start + UNHEARD_CATALOG_MS - 1);
    expect((await other.get('basic'))!.catalogVersion).toBe(first.id);
    vi.setSystemTime(start + UNHEARD_CATALOG_MS);
    expect((await other.get('basic'))!.catalogVersion).toBe(second.id);

    // Heard again (a new subscription): the copy loaded while it was down is not trusted, the next one is.
    fake.state.subscription = 2;
    const third = await publishBasic();
    expect((await other.get('basic'))!.catalogVersion).toBe(third.id);
    const fourth = await publishBasic();
    vi.setSystemTime(start + 10 * UNHEARD_CATALOG_MS);
    expect((await other.get('basic'))!.catalogVersion).toBe(third.id);
    // The subscription was lost and made again: messages of the gap may be lost, so the copy is dropped.
    fake.state.subscription = 3;
    expect((await other.get('basic'))!.catalogVersion).toBe(fourth.id);
  });

  it('catches up to a version an open found, reloading only when the copy served is older', async () => {
    const fake = fakeBroker();
    const other = createCaseCatalog(otherNode(), 'dota', HOUR, { broker: fake.broker });
    const first = await publishBasic();
    expect((await other.get('basic'))!.catalogVersion).toBe(first.id);
    const loads = await other.version();
    await other.catchUp(first.id);
    expect(await other.version()).toBe(loads);
    const second = await publishBasic();
    await other.catchUp(second.id);
    expect((await other.get('basic'))!.catalogVersion).toBe(second.id);
    const [row] = await database.db.select({ tableVersion: cases.tableVersion }).from(cases).where(eq(cases.id, fixtures.cases.basic!));
    expect(row!.tableVersion).toBe(second.id);
  });
});
