import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildSiteConfig } from '@tastydrop/domain';
import { fairnessSeeds, inventoryItems, ledger, openings, users } from '../src/platform/db/schema/index.js';
import { personalChannel } from '../src/platform/realtime/hub.js';
import { grantFreeCase } from '../src/modules/rewards/grant-free-case.js';
import { seedDailyCases } from '../src/seed/daily-cases.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

/**
 * Free opens (a grant's, the daily case) and paid opens go through one planner, writer, answer and
 * announcement: the same kinds of rows, filled alike, and the same live messages; only money differs.
 */
let t: TestApp;
let fixtures: FixtureCatalog;
const liveChannel = buildSiteConfig({ game: 'dota', baseUrl: 'http://localhost', authProviders: [] }).ws.liveDropChannel;
const heard: { channel: string; message: Record<string, unknown> }[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', TEST_FIXTURES: 'true' } });
  fixtures = await seedFixtureCatalog(t.database.db);
  await seedDailyCases(t.database.db, 'dota');
  t.broker.onMessage((channel, payload) => heard.push({ channel, message: JSON.parse(payload) as Record<string, unknown> }));
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerUser>>;
const post = (user: Player, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

/** Which columns of a row are filled: the row's kind, independent of its values. */
const filled = (row: Record<string, unknown>) => Object.keys(row).filter((k) => row[k] !== null).sort();
/** A message's shape: its keys, nested, without the values. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  return typeof value;
}

async function footprint(userId: number) {
  const db = t.database.db;
  const opened = await db.select().from(openings).where(eq(openings.userId, userId));
  const held = await db.select().from(inventoryItems).where(eq(inventoryItems.userId, userId));
  const [seed] = await db.select({ nonce: fairnessSeeds.nonce }).from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
  const [player] = await db.select({ casesOpened: users.casesOpened, experience: users.experience, spent: users.spent }).from(users).where(eq(users.id, userId));
  const [entries] = await db.select({ n: sql<number>`count(*)::int` }).from(ledger).where(eq(ledger.userId, userId));
  return { opened, held, nonce: seed?.nonce ?? 0, player: player!, ledgerEntries: entries!.n };
}

/** Runs an open and returns what it wrote and sent: the answer, the new rows and the live drops. */
async function run(user: Player, open: () => Promise<{ statusCode: number; json(): { data: unknown } }>) {
  const before = await footprint(user.userId);
  const heardBefore = heard.length;
  const res = await open();
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { drops: { opening_id: number }[] };
  await expect.poll(() => heard.slice(heardBefore).filter((h) => h.channel === liveChannel && h.message.event === 'live_drop').length).toBe(data.drops.length);
  const after = await footprint(user.userId);
  const live = heard.slice(heardBefore).filter((h) => h.channel === liveChannel).map((h) => h.message);
  return {
    answer: data,
    openings: after.opened.slice(before.opened.length),
    items: after.held.filter((h) => !before.held.some((b) => b.id === h.id)),
    nonceUsed: after.nonce - before.nonce,
    casesOpened: after.player.casesOpened - before.player.casesOpened,
    experience: after.player.experience - before.player.experience,
    ledgerEntries: after.ledgerEntries - before.ledgerEntries,
    live,
    personal: heard.slice(heardBefore).filter((h) => h.channel === personalChannel(user.userId)).map((h) => h.message.event),
  };
}

describe('one opening path', () => {
  it('a free open and a paid open of the same case write the same kinds of rows and send the same messages', async () => {
    const payer = await registerUser(t.app);
    expect((await post(payer, '/api/test/credit', { amount: 1000 })).statusCode).toBe(200);
    const paid = await run(payer, () => post(payer, '/api/v1/cases/basic/open', { multi_open: 1 }));

    const taker = await registerUser(t.app);
    await grantFreeCase(t.database.db, { userId: taker.userId, caseId: fixtures.cases.basic!, source: 'mission', opens: 1, key: `path:${taker.userId}` });
    const [grant] = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/free', headers: bearer(taker.token) })).json().data as { grant_id: number }[];
    const free = await run(taker, () => post(taker, `/api/v1/cases/free/${grant!.grant_id}/open`));

    for (const r of [paid, free]) {
      expect(r.openings).toHaveLength(1);
      expect(r.items).toHaveLength(1);
      expect(r.nonceUsed).toBe(1);
      expect(r.casesOpened).toBe(1);
      expect(r.live).toHaveLength(1);
      expect(r.openings[0]!.inventoryItemId).toBe(r.items[0]!.id);
    }
    // The same columns filled in the opening and the inventory row, the same status and source.
    expect(filled(free.openings[0]!)).toEqual(filled(paid.openings[0]!));
    expect(filled(free.items[0]!)).toEqual(filled(paid.items[0]!));
    expect([free.items[0]!.status, free.items[0]!.source]).toEqual([paid.items[0]!.status, paid.items[0]!.source]);
    expect(free.openings[0]!.catalogVersion).toBe(paid.openings[0]!.catalogVersion);
    // The same answer and the same live drop, key for key.
    expect(shape(free.answer)).toEqual(shape(paid.answer));
    expect(shape(free.live[0])).toEqual(shape(paid.live[0]));
    // Only money differs: the free open pays nothing, earns no experience and writes no ledger entry or balance message.
    expect(free.openings[0]!.pricePaid).toBe(0);
    expect(paid.openings[0]!.pricePaid).toBeGreaterThan(0);
    expect([free.ledgerEntries, free.experience]).toEqual([0, 0]);
    expect(paid.ledgerEntries).toBe(1);
    expect(free.personal).not.toContain('balance');
    expect(paid.personal).toContain('balance');
  });

  it('the daily case opens through the same path', async () => {
    const player = await registerUser(t.app);
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/daily', headers: bearer(player.token) })).json().data as { id: number }[];
    const daily = await run(player, () => post(player, `/api/v1/cases/daily/${first!.id}/open`));
    const payer = await registerUser(t.app);
    expect((await post(payer, '/api/test/credit', { amount: 1000 })).statusCode).toBe(200);
    const paid = await run(payer, () => post(payer, '/api/v1/cases/basic/open', { multi_open: 1 }));
    expect(filled(daily.openings[0]!)).toEqual(filled(paid.openings[0]!));
    expect(filled(daily.items[0]!)).toEqual(filled(paid.items[0]!));
    expect(shape(daily.answer)).toEqual(shape(paid.answer));
    expect(shape(daily.live[0])).toEqual(shape(paid.live[0]));
    expect([daily.nonceUsed, daily.casesOpened, daily.ledgerEntries]).toEqual([1, 1, 0]);
  });

  it('a free open refused by its caller writes nothing and announces nothing', async () => {
    const player = await registerUser(t.app);
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/daily', headers: bearer(player.token) })).json().data as { id: number }[];
    await run(player, () => post(player, `/api/v1/cases/daily/${first!.id}/open`));
    const before = await footprint(player.userId);
    const heardBefore = heard.length;
    const again = await post(player, `/api/v1/cases/daily/${first!.id}/open`);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.json().code).toBe('daily_case_cooldown');
    const after = await footprint(player.userId);
    expect([after.opened.length, after.held.length, after.nonce]).toEqual([before.opened.length, before.held.length, before.nonce]);
    expect(heard.slice(heardBefore).filter((h) => h.channel === liveChannel)).toEqual([]);
  });
});
