import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ActivitySource } from '../src/modules/activity/activity-sources.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { createTestDatabase } from './helpers.js';
import type { Database } from '../src/db/index.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE test_activity (id bigserial PRIMARY KEY)`);
});
afterAll(() => database.close());

/** A source over test_activity that records the ids it hands out (as bot activity, which changes nothing). */
function recordingSource(seen: number[]): ActivitySource {
  return {
    name: 'test_activity',
    table: 'test_activity',
    async load(tx, afterId, upToId, limit) {
      const result = (await tx.execute(sql`SELECT id FROM test_activity WHERE id > ${afterId} AND id <= ${upToId} ORDER BY id LIMIT ${limit}`)) as unknown as {
        rows: { id: string }[];
      };
      return result.rows.map((r) => {
        seen.push(Number(r.id));
        return { id: Number(r.id), activity: { key: `t:${r.id}`, userId: 0, isBot: true, at: new Date(), kind: 'case' as const, spent: 0 } };
      });
    },
  };
}

describe('activity cursor', () => {
  it.skipIf(!process.env.DATABASE_URL)('never passes a row whose transaction is still open, even when a later id commits first', async () => {
    const pool = (database.db as unknown as { $client: { connect(): Promise<{ query(q: string): Promise<unknown>; release(): void }> } }).$client;
    const slow = await pool.connect();
    const seen: number[] = [];
    const source = recordingSource(seen);
    try {
      await slow.query('BEGIN');
      await slow.query('INSERT INTO test_activity DEFAULT VALUES'); // id 1, not committed yet
      await database.db.execute(sql`INSERT INTO test_activity DEFAULT VALUES`); // id 2, committed
      await runActivityFeed(database.db, null, { sources: [source] });
      await runActivityFeed(database.db, null, { sources: [source] });
      expect(seen).toEqual([]);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    await runActivityFeed(database.db, null, { sources: [source] });
    await runActivityFeed(database.db, null, { sources: [source] });
    expect(seen).toEqual([1, 2]);
  });

  it('applies committed rows in id order, once', async () => {
    const seen: number[] = [];
    const source = { ...recordingSource(seen), name: 'test_activity_2' };
    await database.db.execute(sql`INSERT INTO test_activity DEFAULT VALUES`);
    await runActivityFeed(database.db, null, { sources: [source] });
    await runActivityFeed(database.db, null, { sources: [source] });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
