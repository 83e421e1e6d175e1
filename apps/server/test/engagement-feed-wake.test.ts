import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { leaderboardScores } from '../src/platform/db/schema/index.js';
import { startFeedWaker, type FeedWaker } from '../src/modules/activity/feed-waker.js';
import { seedDatabase } from '../src/seed/index.js';
import { openCase, recordingRealtime, richPlayer } from './engagement-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let t: TestApp;
let waker: FeedWaker | null = null;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  await seedDatabase(t.database.db, 'dota');
});
afterEach(async () => {
  await waker?.stop();
  waker = null;
});
afterAll(() => t.close());

async function scoresOf(userId: number) {
  return t.database.db.select().from(leaderboardScores).where(eq(leaderboardScores.userId, userId));
}

// No job runner here: only the signal of the play path can move the feed.
describe('activity feed wakes on play', () => {
  it('applies an open as soon as it is committed, without waiting for the recurring job', async () => {
    const pushed: { userId: number; message: unknown }[] = [];
    waker = startFeedWaker({ db: t.database.db, realtime: recordingRealtime(pushed), broker: t.broker, log: silent });
    const player = await richPlayer(t.app, t.database.db);
    await openCase(t.app, player, 'autumn-leaves');
    await vi.waitFor(async () => expect((await scoresOf(player.userId)).length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
    expect((await scoresOf(player.userId)).every((s) => s.spent > 0)).toBe(true);
    expect(pushed.some((p) => p.userId === player.userId && (p.message as { event: string }).event === 'challenge_progress')).toBe(true);
  });

  it('without a signal, nothing is applied', async () => {
    waker = startFeedWaker({ db: t.database.db, realtime: null, log: silent }); // not listening to the broker
    const player = await richPlayer(t.app, t.database.db);
    await openCase(t.app, player, 'autumn-leaves');
    await waker.idle();
    expect(await scoresOf(player.userId)).toEqual([]);
    waker.wake();
    await waker.idle();
    expect((await scoresOf(player.userId)).length).toBeGreaterThan(0);
  });

  it.skipIf(!process.env.DATABASE_URL)('holds rows behind a transaction still running and applies them once it ends, with no new signal', async () => {
    waker = startFeedWaker({ db: t.database.db, realtime: null, broker: t.broker, log: silent });
    const pool = (t.database.db as unknown as { $client: { connect(): Promise<{ query(q: string): Promise<unknown>; release(): void }> } }).$client;
    const slow = await pool.connect();
    const player = await richPlayer(t.app, t.database.db);
    try {
      await slow.query('BEGIN');
      // The lock an INSERT into openings holds: a transaction that may still write a lower id.
      await slow.query('LOCK TABLE openings IN ROW EXCLUSIVE MODE');
      await openCase(t.app, player, 'autumn-leaves');
      await waker.idle();
      expect(await scoresOf(player.userId)).toEqual([]);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    await vi.waitFor(async () => expect((await scoresOf(player.userId)).length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
  });
});
