import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { leaderboardAwards, leaderboards, leaderboardScores } from '../src/platform/db/schema/index.js';
import { closeLeaderboards, CLOSE_GRACE_MS } from '../src/modules/leaderboards/close-leaderboards.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { recordingRealtime } from './engagement-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let itemIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  itemIds = (await seedFixtureCatalog(t.database.db)).itemIds;
});
afterAll(() => t.close());

/** A board that ended past the grace, with `winners` scored in order (first = place 1). */
async function endedBoard(winners: number[]) {
  const ended = Date.now() - CLOSE_GRACE_MS - 1000;
  const [board] = await t.database.db
    .insert(leaderboards)
    .values({
      slug: `test-rewards-${Math.random().toString(36).slice(2)}`,
      type: 'event',
      title: 'Турнир недели',
      description: 'event',
      image: '/static/event/daily.svg',
      startsAt: new Date(ended - 3_600_000),
      endsAt: new Date(ended),
      prizes: winners.map((_, i) => ({ place: i + 1, itemId: itemIds[i % itemIds.length]! })),
      rolls: false,
    })
    .returning();
  await t.database.db
    .insert(leaderboardScores)
    .values(winners.map((userId, i) => ({ leaderboardId: board!.id, userId, spent: 10_000 - i * 1000, lastActivity: `2026-01-01T10:00:00.000Z|openings:${userId}` })));
  return board!;
}

type Reward = { id: number; name: string; place: number; drop: { id: number; name: string; price: number; rarity: string; image: string } };

async function unseen(token: string): Promise<Reward[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/top/rewards/unseen', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as Reward[];
}

describe('leaderboard reward popup', () => {
  it('tells the winner live, lists the prize until it is marked seen, then never again', async () => {
    const [first, second] = [await registerUser(t.app), await registerUser(t.app)];
    const board = await endedBoard([first.userId, second.userId]);
    const pushed: { userId: number; message: unknown }[] = [];
    await closeLeaderboards(t.database.db, recordingRealtime(pushed));

    expect(pushed).toContainEqual({ userId: first.userId, message: { event: 'leaderboard_reward', leaderboardId: board.id, place: 1 } });
    expect(pushed).toContainEqual({ userId: second.userId, message: { event: 'leaderboard_reward', leaderboardId: board.id, place: 2 } });

    const [award] = await t.database.db
      .select()
      .from(leaderboardAwards)
      .where(and(eq(leaderboardAwards.leaderboardId, board.id), eq(leaderboardAwards.place, 1)));
    const rewards = await unseen(first.token);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ id: award!.inventoryItemId, name: 'Турнир недели', place: 1, drop: { id: itemIds[0] } });

    // Another player cannot mark it, and it stays unseen for the winner.
    const foreign = await t.app.inject({ method: 'POST', url: `/api/v2/top/rewards/${award!.inventoryItemId}/seen`, headers: bearer(second.token) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('dataNotFound');
    expect(await unseen(first.token)).toHaveLength(1);

    const seen = await t.app.inject({ method: 'POST', url: `/api/v2/top/rewards/${award!.inventoryItemId}/seen`, headers: bearer(first.token) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ ok: true });
    expect(await unseen(first.token)).toEqual([]);
    const [marked] = await t.database.db.select({ seenAt: leaderboardAwards.seenAt }).from(leaderboardAwards).where(eq(leaderboardAwards.inventoryItemId, award!.inventoryItemId));
    expect(marked!.seenAt).not.toBeNull();

    // Marking again keeps the first time; the history still lists the prize; the runner-up's is untouched.
    const again = await t.app.inject({ method: 'POST', url: `/api/v2/top/rewards/${award!.inventoryItemId}/seen`, headers: bearer(first.token) });
    expect(again.statusCode).toBe(200);
    const [still] = await t.database.db.select({ seenAt: leaderboardAwards.seenAt }).from(leaderboardAwards).where(eq(leaderboardAwards.inventoryItemId, award!.inventoryItemId));
    expect(still!.seenAt).toEqual(marked!.seenAt);
    const history = await t.app.inject({ method: 'GET', url: '/api/v2/top/history', headers: bearer(first.token) });
    expect((history.json().data as Reward[]).map((h) => h.id)).toContain(award!.inventoryItemId);
    expect((await unseen(second.token)).map((r) => r.place)).toEqual([2]);
  });

  it('is for signed-in players only and rejects bad ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/top/rewards/unseen' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/top/rewards/1/seen' })).statusCode).toBe(401);
    const player = await registerUser(t.app);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v2/top/rewards/abc/seen', headers: bearer(player.token) });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v2/top/rewards/999999999/seen', headers: bearer(player.token) });
    expect(missing.statusCode).toBe(404);
  });
});
