import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { cases, inventoryItems, items, itemTypes, openings } from '../src/platform/db/schema/index.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { grantFreeCase } from '../src/modules/rewards/grant-free-case.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedDatabase } from '../src/seed/index.js';
import { runBattleJobs } from './battles-fixtures.js';
import { openCase, richPlayer } from './engagement-fixtures.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';

// The catalog reloads on every read: each way of opening a case meets a reload inside its
// transaction. On the embedded database a reload through the main handle there would wait for
// itself; in tests the guard throws at once instead.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_TTL_MS: '0', OPEN_RATE_LIMIT: '100000' } });
  await seedDatabase(t.database.db, 'dota');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function openingsCount(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(openings).where(eq(openings.userId, userId));
  return row!.n;
}

async function caseId(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ id: cases.id }).from(cases).where(eq(cases.slug, slug));
  return row!.id;
}

describe('every kind of opening with the catalog expired on every read', () => {
  it('opens a paid case, a coin case, a daily case and a free grant', async () => {
    const player = await richPlayer(t.app, t.database.db);
    await openCase(t.app, player, 'lucky-coin', 2);

    await credit(t.database.db, { userId: player.userId, currency: 'coins', amount: 1_000_000, reason: 'test' });
    await openCase(t.app, player, 'coin-1');

    const daily = (await get('/api/v1/cases/daily', player.token)).json().data as { id: number; available: boolean }[];
    const open = daily.find((d) => d.available) ?? daily[0]!;
    const dailyOpen = await post(`/api/v1/cases/daily/${open.id}/open`, player.token);
    expect(dailyOpen.statusCode).toBe(200);

    await grantFreeCase(t.database.db, { userId: player.userId, caseId: await caseId('lucky-coin'), source: 'mission', opens: 1, key: `expired:${player.userId}` });
    const [grant] = (await get('/api/v1/cases/free', player.token)).json().data as { grant_id: number }[];
    expect((await post(`/api/v1/cases/free/${grant!.grant_id}/open`, player.token)).statusCode).toBe(200);
    expect(await openingsCount(player.userId)).toBe(5);
  });

  it('claims and opens an event free case', async () => {
    const player = await richPlayer(t.app, t.database.db);
    expect((await post('/api/v1/event/free-cases/0/claim', player.token)).statusCode).toBe(200);
    const [grant] = (await get('/api/v1/cases/free', player.token)).json().data as { grant_id: number }[];
    const opened = await post(`/api/v1/cases/free/${grant!.grant_id}/open`, player.token);
    expect(opened.statusCode).toBe(200);
    expect(await openingsCount(player.userId)).toBe(1);
  });

  it('buys a shop offer', async () => {
    const player = await richPlayer(t.app, t.database.db);
    const shop = (await get('/api/v1/offers', player.token)).json().data as { offer_id: number }[];
    expect(shop.length).toBeGreaterThan(0);
    const bought = await post(`/api/v1/offers/${shop[0]!.offer_id}/buy`, player.token);
    expect(bought.statusCode).toBe(200);
  });

  it('plays a battle against bots to the end', async () => {
    const player = await richPlayer(t.app, t.database.db);
    const created = await post('/api/old/battles', player.token, { cases: [{ id: await caseId('lucky-coin'), count: 2 }], mode: '1v1' });
    expect(created.statusCode).toBe(200);
    const ulid = created.json().data.battle_ulid as string;
    expect((await post('/api/old/start', player.token, { ulid })).statusCode).toBe(200);
    await runBattleJobs(t.database.db, { publish: async () => undefined, publishToUser: async () => undefined, endSessions: async () => undefined, close: async () => undefined });
    const battle = (await t.app.inject({ method: 'GET', url: `/api/old/battle?ulid=${ulid}` })).json().data as { status: string };
    expect(battle.status).toBe('finished');
  });

  it('claims a battle-pass level', async () => {
    const db = t.database.db;
    const player = await richPlayer(t.app, db);
    await openCase(t.app, player, 'autumn-leaves', 10);
    await openCase(t.app, player, 'autumn-leaves', 10);
    const [own] = await db.select().from(inventoryItems).where(eq(inventoryItems.userId, player.userId)).orderBy(asc(inventoryItems.price)).limit(1);
    const [target] = await db.select().from(items).where(and(gte(items.price, own!.price * 4), eq(items.game, 'dota'))).orderBy(asc(items.price)).limit(1);
    expect((await post('/api/v1/upgrades/upgrade-items', player.token, { items: [own!.id], target_item_id: target!.id })).statusCode).toBe(200);
    await runActivityFeed(db, null);
    expect((await post('/api/v1/event/challenge/prize/1', player.token)).statusCode).toBe(200);
    expect(await bookMismatches(db)).toEqual([]);
  });

  it('finds an upgrade target in the catalog read afresh: an item added now is a target, a special item never is', async () => {
    const db = t.database.db;
    const player = await richPlayer(t.app, db);
    await openCase(t.app, player, 'autumn-leaves', 10);
    const [own] = await db.select().from(inventoryItems).where(eq(inventoryItems.userId, player.userId)).orderBy(asc(inventoryItems.price)).limit(1);
    const fixture = { game: 'dota' as const, hero: 'Axe', slot: 'weapon', rarity: 'mythical' as const, price: own!.price * 4, image: '/static/items/x.svg' };
    const [special, ordinary] = await db
      .insert(items)
      .values([
        { ...fixture, slug: 'expired-special', name: 'Expired Special' },
        { ...fixture, slug: 'expired-ordinary', name: 'Expired Ordinary' },
      ])
      .returning({ id: items.id });
    await db.insert(itemTypes).values({ itemId: special!.id, type: 3 });
    const toSpecial = await post('/api/v1/upgrades/upgrade-items', player.token, { items: [own!.id], target_item_id: special!.id });
    expect(toSpecial.json()).toMatchObject({ code: 'notFoundOutdated', parameters: { target_item_id: special!.id } });
    const toOrdinary = await post('/api/v1/upgrades/upgrade-items', player.token, { items: [own!.id], target_item_id: ordinary!.id });
    expect(toOrdinary.statusCode).toBe(200);
    expect(await bookMismatches(db)).toEqual([]);
  });
});
