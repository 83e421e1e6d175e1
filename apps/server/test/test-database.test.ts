import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/index.js';
import { createTestDatabase } from './helpers.js';

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function fresh(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
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
});
