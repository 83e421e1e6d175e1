import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollOpenCoins } from '@tastydrop/domain';
import { and, eq, sql } from 'drizzle-orm';
import { fairnessSeeds, leaderboardScores, ledger, users } from '../src/platform/db/schema/index.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { personalChannel } from '../src/platform/realtime/hub.js';
import { bookMismatches } from './ledger-check.js';
import { seedDatabase } from '../src/seed/index.js';
import { caseBySlug, coinBalance, openCase, openingsOf, recordingRealtime, richPlayer } from './engagement-fixtures.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  await seedDatabase(t.database.db, 'dota');
});
afterAll(() => t.close());

async function caseCoins(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ sum: sql<string>`coalesce(sum(${ledger.delta}), 0)` })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.reason, 'case_coins')));
  return Number(row!.sum);
}

describe('coins from opens', () => {
  it('pays each open the coins its tastyCoins range and its own seeds decide, once, and pushes the balance', async () => {
    const db = t.database.db;
    const player = await richPlayer(t.app, db);
    const event = await caseBySlug(db, 'autumn-leaves');
    expect(event.tastyCoinsMax).toBeGreaterThan(0);
    await openCase(t.app, player, 'autumn-leaves', 5);
    await openCase(t.app, player, 'tasty-start', 2); // no coins advertised

    // The wallet tells the player's sockets the coins once the feed's transaction commits.
    const pushed: unknown[] = [];
    t.broker.onMessage((channel, payload) => {
      if (channel === personalChannel(player.userId)) pushed.push(JSON.parse(payload));
    });
    await runActivityFeed(db, recordingRealtime([]));

    // Rotate the seed so it is revealed, then recompute every open's coins like a player would.
    const rotated = await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(player.token) });
    expect(rotated.statusCode).toBe(200);
    const [seed] = await db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, player.userId)).orderBy(fairnessSeeds.id).limit(1);
    expect(seed!.revealedAt).not.toBeNull();
    let expected = 0;
    for (const o of await openingsOf(db, player.userId)) {
      if (o.cursor !== 0) continue;
      const c = o.caseId === event.id ? event : await caseBySlug(db, 'tasty-start');
      const coins = rollOpenCoins(seed!.serverSeed, o.clientSeed, o.nonce, { min: c.tastyCoinsMin, max: c.tastyCoinsMax });
      if (o.caseId === event.id) {
        expect(coins).toBeGreaterThanOrEqual(event.tastyCoinsMin);
        expect(coins).toBeLessThanOrEqual(event.tastyCoinsMax);
      } else expect(coins).toBe(0);
      expected += coins;
    }
    expect(expected).toBeGreaterThanOrEqual(5 * event.tastyCoinsMin);
    expect(await caseCoins(player.userId)).toBe(expected * 100);
    const balance = await coinBalance(t.app, player);
    expect(balance).toBeGreaterThanOrEqual(expected); // plus battle pass task rewards, also in the ledger
    await expect.poll(() => pushed.filter((m) => (m as { event: string }).event === 'balance').at(-1)).toMatchObject({ event: 'balance', coinBalance: balance });

    // A rerun applies nothing; even rows replayed from a rewound cursor pay no coin twice.
    expect(await runActivityFeed(db, null)).toBe(0);
    expect(await coinBalance(t.app, player)).toBe(balance);
    await db.execute(sql`UPDATE activity_cursors SET last_id = 0`);
    await runActivityFeed(db, null);
    expect(await caseCoins(player.userId)).toBe(expected * 100);
    expect(await bookMismatches(db)).toEqual([]);
  });

  it('counts money spent on the running boards and never ranks a bot', async () => {
    const db = t.database.db;
    const player = await richPlayer(t.app, db);
    const bot = await richPlayer(t.app, db);
    await db.update(users).set({ isBot: true }).where(eq(users.id, bot.userId));
    await openCase(t.app, player, 'tasty-start', 3);
    await openCase(t.app, bot, 'tasty-start', 3);
    await runActivityFeed(db, null);
    const price = (await caseBySlug(db, 'tasty-start')).price;
    const scores = await db.select().from(leaderboardScores).where(eq(leaderboardScores.userId, player.userId));
    expect(scores.length).toBe(3); // daily, weekly and the event board
    expect(scores.every((s) => s.spent === price * 3)).toBe(true);
    expect(await db.select().from(leaderboardScores).where(eq(leaderboardScores.userId, bot.userId))).toEqual([]);
    const active = await t.app.inject({ method: 'GET', url: '/api/v2/top/active', headers: bearer(player.token) });
    const boards = active.json().data as { order: number; my_position: number | null; prizes_amount: number }[];
    expect(boards.map((b) => b.order)).toEqual([...boards.map((b) => b.order)].sort((a, b) => a - b));
    expect(boards.every((b) => b.my_position !== null && Number.isInteger(b.prizes_amount))).toBe(true);
  });
});
