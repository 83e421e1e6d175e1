import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/index.js';
import { createTestDatabase } from './helpers.js';
import { poolCounts } from './pglite-pool.js';

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function fresh(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

async function tables(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('test databases', () => {
  it('start migrated and share nothing', async () => {
    const first = await fresh();
    const second = await fresh();
    expect(await tables(first)).toBeGreaterThan(10);
    expect(await tables(second)).toBe(await tables(first));
    await first.db.execute(sql`CREATE TABLE only_in_first (id int)`);
    await first.db.execute(sql`INSERT INTO only_in_first VALUES (1)`);
    expect(await tables(first)).toBe((await tables(second)) + 1);
    const third = await fresh();
    expect(await tables(third)).toBe(await tables(second));
  });

  // The embedded database's clusters are pooled per worker: a closed one comes back exactly as a new one.
  it.skipIf(Boolean(process.env.DATABASE_URL))('come back from a closed one as new, and a closed handle refuses', async () => {
    const used = await createTestDatabase();
    const missions = await count(used, sql`SELECT count(*)::int AS n FROM missions`);
    expect(missions).toBeGreaterThan(0);
    const missionIds = await count(used, sql`SELECT last_value::int AS n FROM pg_sequences WHERE sequencename = 'missions_id_seq'`);
    await used.db.execute(sql`DELETE FROM missions`);
    await used.db.execute(sql`INSERT INTO settings (key, value) VALUES ('left_behind', '1'::jsonb)`);
    for (let i = 0; i < 3; i += 1) await used.db.execute(sql`SELECT nextval(pg_get_serial_sequence('users', 'id'))`);
    await used.db.execute(sql`SET statement_timeout = 1234`);
    await used.close();
    await expect(used.db.execute(sql`SELECT 1`)).rejects.toMatchObject({ cause: { message: 'the test database is closed' } });

    const reusedBefore = poolCounts.reused;
    const next = await fresh();
    expect(poolCounts.reused).toBe(reusedBefore + 1);
    expect(await count(next, sql`SELECT count(*)::int AS n FROM missions`)).toBe(missions);
    expect(await count(next, sql`SELECT count(*)::int AS n FROM settings WHERE key = 'left_behind'`)).toBe(0);
    expect(await count(next, sql`SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS n`)).toBe(1);
    expect(await count(next, sql`SELECT nextval(pg_get_serial_sequence('missions', 'id'))::int AS n`)).toBe(missionIds + 1);
    expect(await count(next, sql`SELECT setting::int AS n FROM pg_settings WHERE name = 'statement_timeout'`)).toBe(0);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('never pools a cluster whose schema a test changed', async () => {
    const changed = await createTestDatabase();
    const before = await tables(changed);
    await changed.db.execute(sql`CREATE TABLE left_by_a_test (id int)`);
    await changed.close();
    const next = await fresh();
    expect(await tables(next)).toBe(before);
  });
});
