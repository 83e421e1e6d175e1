import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ActivitySource } from '../src/modules/activity/activity-sources.js';
import { activityFeedLag } from '../src/modules/activity/feed-lag.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { createTestDatabase } from './helpers.js';
import type { Database } from '../src/platform/db/index.js';

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

type Client = { query(q: string): Promise<unknown>; release(): void };
const pool = () => (database.db as unknown as { $client: { connect(): Promise<Client> } }).$client;

/** Runs `body` while a second connection holds a transaction opened by `statements` and left open. */
async function withOpenTransaction(statements: string[], body: () => Promise<void>): Promise<void> {
  const other = await pool().connect();
  try {
    for (const statement of statements) await other.query(statement);
    await body();
  } finally {
    await other.query('ROLLBACK');
    other.release();
  }
}

describe('activity cursor', () => {
  it.skipIf(!process.env.DATABASE_URL)('never passes a row whose transaction is still open, even when a later id commits first', async () => {
    const slow = await pool().connect();
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

describe('feed lag', () => {
  it('counts the committed rows after the cursor and the age of the oldest', async () => {
    const seen: number[] = [];
    const written = new Date('2026-01-01T00:00:00Z');
    const base = recordingSource(seen);
    const source: ActivitySource = {
      ...base,
      name: 'test_activity_lag',
      load: async (...args) => (await base.load(...args)).map((r) => ({ ...r, activity: { ...r.activity, at: written } })),
    };
    await runActivityFeed(database.db, null, { sources: [source] });
    expect(await activityFeedLag(database.db, { sources: [source] })).toEqual({ rows: 0, seconds: 0 });
    await database.db.execute(sql`INSERT INTO test_activity DEFAULT VALUES`);
    await database.db.execute(sql`INSERT INTO test_activity DEFAULT VALUES`);
    const now = new Date('2026-01-01T00:01:30Z');
    expect(await activityFeedLag(database.db, { sources: [source], now })).toEqual({ rows: 2, seconds: 90 });
    await runActivityFeed(database.db, null, { sources: [source] });
    expect(await activityFeedLag(database.db, { sources: [source], now })).toEqual({ rows: 0, seconds: 0 });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('activity cursor beside transactions that only read', () => {
  const readers: [string, string[]][] = [
    ['an idle session with an open transaction', ['BEGIN', 'SELECT 1']],
    // What pg_dump does: one read-only snapshot, every table locked against changes to its definition, then read.
    [
      'a dump-like snapshot reading the table',
      ['BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', 'LOCK TABLE test_activity IN ACCESS SHARE MODE', 'SELECT * FROM test_activity'],
    ],
    ['a transaction locking rows it only reads', ['BEGIN', 'SELECT id FROM test_activity ORDER BY id LIMIT 1 FOR SHARE']],
  ];
  let readerRuns = 0;
  it.each(readers)('applies new rows while %s stays open', async (_name, statements) => {
    const seen: number[] = [];
    const source = { ...recordingSource(seen), name: `test_activity_reader_${(readerRuns += 1)}` };
    await runActivityFeed(database.db, null, { sources: [source] });
    seen.length = 0;
    await withOpenTransaction(statements, async () => {
      const inserted = (await database.db.execute(sql`INSERT INTO test_activity DEFAULT VALUES RETURNING id`)) as unknown as { rows: { id: string }[] };
      await runActivityFeed(database.db, null, { sources: [source] });
      expect(seen).toEqual([Number(inserted.rows[0]!.id)]);
    });
  });

  it('still waits for a transaction that wrote a row, with a reader open beside it', async () => {
    const seen: number[] = [];
    const source = { ...recordingSource(seen), name: 'test_activity_writer' };
    await runActivityFeed(database.db, null, { sources: [source] });
    seen.length = 0;
    await withOpenTransaction(['BEGIN', 'SELECT 1'], async () => {
      const writer = await pool().connect();
      try {
        await writer.query('BEGIN');
        await writer.query('INSERT INTO test_activity DEFAULT VALUES'); // not committed yet
        await database.db.execute(sql`INSERT INTO test_activity DEFAULT VALUES`);
        await runActivityFeed(database.db, null, { sources: [source] });
        await runActivityFeed(database.db, null, { sources: [source] });
        expect(seen).toEqual([]);
        await writer.query('COMMIT');
      } finally {
        writer.release();
      }
      await runActivityFeed(database.db, null, { sources: [source] });
      await runActivityFeed(database.db, null, { sources: [source] });
      expect(seen).toHaveLength(2);
    });
  });
});
