import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { inventoryItems, items, leaderboardAwards, leaderboards, leaderboardScores, users } from '../src/platform/db/schema/index.js';
import { closeLeaderboards, CLOSE_GRACE_MS } from '../src/modules/leaderboards/close-leaderboards.js';
import { registerUser, createTestApp, bearer, type TestApp } from './helpers.js';
import { seedFixtureCatalog } from './case-fixtures.js';

let t: TestApp;
let itemIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  itemIds = (await seedFixtureCatalog(t.database.db)).itemIds;
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function board(prizePlaces: number, endsInMs: number, type: 'daily' | 'event' = 'daily') {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(leaderboards)
    .values({
      slug: `test-${type}-${Math.random().toString(36).slice(2)}`,
      type,
      title: 'Тест',
      description: 'daily',
      image: '/static/event/daily.svg',
      startsAt: new Date(now - 24 * HOUR + endsInMs),
      endsAt: new Date(now + endsInMs),
      prizes: Array.from({ length: prizePlaces }, (_, i) => ({ place: i + 1, itemId: itemIds[i % itemIds.length]! })),
      rolls: type !== 'event',
    })
    .returning();
  return row!;
}

/** Scores written as the feed would; `at` orders equal scores. */
async function score(leaderboardId: number, userId: number, spent: number, at: string) {
  await t.database.db.insert(leaderboardScores).values({ leaderboardId, userId, spent, lastActivity: `${at}|openings:${userId}` });
}

async function players(n: number) {
  return Promise.all(Array.from({ length: n }, () => registerUser(t.app)));
}

describe('ranking', () => {
  it('orders by spend, breaks ties by who got there first then by id, and places the player', async () => {
    const b = await board(3, HOUR);
    const p = await players(5);
    await score(b.id, p[0]!.userId, 5_000, '2026-01-01T10:00:00.000Z');
    await score(b.id, p[1]!.userId, 9_000, '2026-01-01T10:00:00.000Z');
    await score(b.id, p[2]!.userId, 5_000, '2026-01-01T09:00:00.000Z'); // same spend, reached earlier
    await score(b.id, p[3]!.userId, 5_000, '2026-01-01T10:00:00.000Z'); // exact tie with p0: lower id first
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/top/ranking/${b.id}`, headers: bearer(p[3]!.token) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      me: { position: number; spent: number; prize: unknown };
      leaders: { position: number; user: { id: number; name: string } | null; spent: number; prize: { type: string; remaining?: number } }[];
    };
    const order = [p[1]!, p[2]!, ...[p[0]!, p[3]!].sort((a, b) => a.userId - b.userId)].map((x) => x.userId);
    expect(data.leaders.slice(0, 4).map((r) => r.user?.id)).toEqual(order);
    expect(data.leaders.slice(0, 4).map((r) => r.spent)).toEqual([90, 50, 50, 50]);
    expect(data.leaders.slice(0, 3).every((r) => r.prize.type === 'prize')).toBe(true);
    expect(data.leaders[3]!.prize).toEqual({ type: 'filler', remaining: 0 });
    expect(data.leaders).toHaveLength(4);
    const wide = await board(6, HOUR);
    await score(wide.id, p[0]!.userId, 100, '2026-01-01T10:00:00.000Z');
    const free = (await t.app.inject({ method: 'GET', url: `/api/v2/top/ranking/${wide.id}` })).json().data.leaders as typeof data.leaders;
    expect(free).toHaveLength(6);
    expect(free[1]!.user).toBeNull();
    expect(free[1]!.prize.type).toBe('prize');
    expect(data.me.position).toBe(order.indexOf(p[3]!.userId) + 1);
    // Without a score the player has no place; a guest has no `me`.
    const none = await t.app.inject({ method: 'GET', url: `/api/v2/top/ranking/${b.id}`, headers: bearer(p[4]!.token) });
    expect(none.json().data.me).toEqual({ position: null, spent: 0, prize: null });
    const guest = await t.app.inject({ method: 'GET', url: `/api/v2/top/ranking/${b.id}` });
    expect(guest.json().data.me).toBeNull();
    const missing = await t.app.inject({ method: 'GET', url: '/api/v2/top/ranking/999999' });
    expect(missing.json().code).toBe('dataNotFound');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/top/ranking/99999999999' });
    expect(bad.json().code).toBe('validation');
  });

  it('counts places beyond 1000 exactly (the page shows them as 1000+)', async () => {
    const b = await board(1, HOUR);
    const [me] = await players(1);
    const rows = Array.from({ length: 1001 }, (_, i) => i);
    const created = await t.database.db
      .insert(users)
      .values(rows.map((i) => ({ nickname: `p${i}`, avatar: '/a.svg', regType: 'quick' as const })))
      .returning({ id: users.id });
    await t.database.db.insert(leaderboardScores).values(created.map((u, i) => ({ leaderboardId: b.id, userId: u.id, spent: 10_000 + i, lastActivity: 'x' })));
    await score(b.id, me!.userId, 100, '2026-01-01T00:00:00.000Z');
    const active = await t.app.inject({ method: 'GET', url: '/api/v2/top/active', headers: bearer(me!.token) });
    const mine = (active.json().data as { id: number; my_position: number | null }[]).find((x) => x.id === b.id);
    expect(mine!.my_position).toBe(1002);

    // Accounts kept off the boards rank nowhere, above the player or tied before them.
    const [bot, streamer, tester, tiedStreamer] = created as [{ id: number }, { id: number }, { id: number }, { id: number }];
    await t.database.db.update(users).set({ isBot: true }).where(eq(users.id, bot.id));
    await t.database.db.update(users).set({ boardExcluded: true }).where(inArray(users.id, [streamer.id, tester.id, tiedStreamer.id]));
    await t.database.db
      .update(leaderboardScores)
      .set({ spent: 100, lastActivity: '2025-12-31T00:00:00.000Z|openings:0' })
      .where(and(eq(leaderboardScores.leaderboardId, b.id), eq(leaderboardScores.userId, tiedStreamer.id)));
    const [tiedPlayer] = await t.database.db.insert(users).values({ nickname: 'tied', avatar: '/a.svg', regType: 'quick' }).returning({ id: users.id });
    await score(b.id, tiedPlayer!.id, 100, '2025-12-31T12:00:00.000Z');
    const ranking = await t.app.inject({ method: 'GET', url: `/api/v2/top/ranking/${b.id}`, headers: bearer(me!.token) });
    // 1,001 above, 4 of them off the boards (one now tied before the player), and one ranked player tied before.
    expect(ranking.json().data.me.position).toBe(1001 - 4 + 1 + 1);
  });
});

describe('awarding', () => {
  async function awardsOf(id: number) {
    return t.database.db.select().from(leaderboardAwards).where(eq(leaderboardAwards.leaderboardId, id));
  }
  async function prizeItems(userId: number) {
    return t.database.db.select().from(inventoryItems).where(eq(inventoryItems.userId, userId));
  }

  it('gives each prize once when the job runs twice, and rolls the next period', async () => {
    const b = await board(3, -2 * CLOSE_GRACE_MS);
    const p = await players(2);
    await score(b.id, p[0]!.userId, 3_000, '2026-01-01T00:00:00.000Z');
    await score(b.id, p[1]!.userId, 2_000, '2026-01-01T00:00:00.000Z');
    await closeLeaderboards(t.database.db, null);
    await closeLeaderboards(t.database.db, null);
    await Promise.all([closeLeaderboards(t.database.db, null), closeLeaderboards(t.database.db, null)]);
    const awards = await awardsOf(b.id);
    expect(awards.map((a) => [a.place, a.userId]).sort()).toEqual([
      [1, p[0]!.userId],
      [2, p[1]!.userId],
    ]);
    expect(await prizeItems(p[0]!.userId)).toHaveLength(1);
    expect(await prizeItems(p[1]!.userId)).toHaveLength(1);
    const [closed] = await t.database.db.select().from(leaderboards).where(eq(leaderboards.id, b.id));
    expect(closed!.status).toBe('closed');
    const next = await t.database.db.select().from(leaderboards).where(and(eq(leaderboards.type, 'daily'), eq(leaderboards.status, 'active')));
    expect(next.some((n) => n.startsAt.getTime() <= Date.now() && n.endsAt.getTime() > Date.now() && n.title === b.title)).toBe(true);
    // The winner sees the prize in the history.
    const history = await t.app.inject({ method: 'GET', url: '/api/v2/top/history', headers: bearer(p[0]!.token) });
    const [entry] = history.json().data as { id: number; place: number; drop: { id: number } }[];
    const [prize] = await t.database.db.select().from(items).where(eq(items.id, entry!.drop.id));
    expect(entry).toMatchObject({ place: 1, id: (await prizeItems(p[0]!.userId))[0]!.id });
    expect(prize).toBeDefined();
  });

  it('killed after the first place, a rerun gives the remaining places and none twice', async () => {
    const b = await board(3, -2 * CLOSE_GRACE_MS, 'event');
    const p = await players(3);
    for (const [i, x] of p.entries()) await score(b.id, x.userId, 9_000 - i * 1_000, '2026-01-01T00:00:00.000Z');
    await expect(
      closeLeaderboards(t.database.db, null, new Date(), {
        afterPlace: (place) => {
          if (place === 1) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await awardsOf(b.id)).toHaveLength(1);
    await closeLeaderboards(t.database.db, null);
    await closeLeaderboards(t.database.db, null);
    const awards = await awardsOf(b.id);
    expect(awards.map((a) => a.userId).sort()).toEqual(p.map((x) => x.userId).sort());
    for (const x of p) expect(await prizeItems(x.userId)).toHaveLength(1);
  });
});
