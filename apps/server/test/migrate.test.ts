import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, migrateDatabase, pgliteDatabase, pgliteExtensions, type Database } from '../src/platform/db/index.js';
import { applyMigrations, NO_TRANSACTION_MARKER } from '../src/platform/db/migrate.js';
import { createTestDatabaseUrl } from './helpers.js';

/** A migrations folder in drizzle-kit's layout: a journal and one SQL file per entry. */
function migrationsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrate-test-'));
  mkdirSync(path.join(dir, 'meta'));
  const entries = Object.keys(files).map((tag, idx) => ({ idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true }));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  for (const [tag, text] of Object.entries(files)) writeFileSync(path.join(dir, `${tag}.sql`), text);
  folders.push(dir);
  return dir;
}

const folders: string[] = [];
const closers: (() => Promise<void>)[] = [];

/** An empty database: a new PostgreSQL database when DATABASE_URL is set, else an in-memory PGlite. */
async function emptyDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    const { url, drop } = await createTestDatabaseUrl();
    const database = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 4 });
    closers.push(async () => {
      await database.close();
      await drop();
    });
    return database;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite('memory://', { extensions: await pgliteExtensions() });
  await client.waitReady;
  const database = await pgliteDatabase(client, {});
  closers.push(() => database.close());
  return database;
}

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const createTable = 'CREATE TABLE "plays" ("id" serial PRIMARY KEY, "user_id" integer NOT NULL);--> statement-breakpoint\nINSERT INTO "plays" ("user_id") SELECT g FROM generate_series(1, 100) g;';
const concurrentIndex = [
  'DROP INDEX CONCURRENTLY IF EXISTS "plays_user_idx";',
  'CREATE INDEX CONCURRENTLY IF NOT EXISTS "plays_user_idx" ON "plays" USING btree ("user_id");',
].join('--> statement-breakpoint\n');
const addColumn = `SET LOCAL lock_timeout = '5s';--> statement-breakpoint\nALTER TABLE "plays" ADD COLUMN "stake" bigint;`;

describe('migrations', () => {
  it('runs a no-transaction migration between ordinary ones, on both databases, and records each once', async () => {
    const folder = migrationsFolder({
      '0000_plays': createTable,
      '0001_plays_user_idx': `${NO_TRANSACTION_MARKER}\n${concurrentIndex}`,
      '0002_plays_stake': addColumn,
    });
    const database = await emptyDatabase();
    await applyMigrations(database.db, folder);
    await applyMigrations(database.db, folder);

    const index = await rows(database, sql`SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'plays_user_idx'`);
    expect(index).toEqual([{ valid: true }]);
    const stake = await rows(database, sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'plays' AND column_name = 'stake'`);
    expect(stake).toHaveLength(1);
    const recorded = await rows(database, sql`SELECT created_at::text AS at FROM drizzle.__drizzle_migrations ORDER BY id`);
    expect(recorded.map((r) => Number(r.at))).toEqual([1_700_000_000_000, 1_700_000_000_001, 1_700_000_000_002]);
  });

  it('applies only what a database lacks: a database at the first migration gets the other two', async () => {
    const first = migrationsFolder({ '0000_plays': createTable });
    const database = await emptyDatabase();
    await applyMigrations(database.db, first);
    const all = migrationsFolder({
      '0000_plays': createTable,
      '0001_plays_user_idx': `${NO_TRANSACTION_MARKER}\n${concurrentIndex}`,
      '0002_plays_stake': addColumn,
    });
    await applyMigrations(database.db, all);
    const count = await rows(database, sql`SELECT count(*)::int AS n FROM plays`);
    expect(count).toEqual([{ n: 100 }]);
    const recorded = await rows(database, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    expect(recorded).toEqual([{ n: 3 }]);
  });

  it('an index built concurrently without the marker fails, as inside any transaction', async () => {
    const folder = migrationsFolder({ '0000_plays': createTable, '0001_plays_user_idx': concurrentIndex });
    const database = await emptyDatabase();
    const error = (await applyMigrations(database.db, folder).catch((e: unknown) => e)) as Error & { cause?: Error };
    expect(error.cause?.message).toMatch(/cannot run inside a transaction block/);
  });

  it('fills the profit totals of a database that already holds items (0027), then keeps them', async () => {
    // The project's own migrations up to the one before the totals, as a running site has them.
    const real = path.resolve(import.meta.dirname, '../drizzle');
    const journal = JSON.parse(readFileSync(path.join(real, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0027_'));
    expect(upTo).toBeGreaterThan(0);
    const before = mkdtempSync(path.join(tmpdir(), 'migrate-test-'));
    folders.push(before);
    mkdirSync(path.join(before, 'meta'));
    writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    for (const e of journal.entries.slice(0, upTo)) copyFileSync(path.join(real, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));

    const database = await emptyDatabase();
    await applyMigrations(database.db, before);
    await database.db.execute(sql`INSERT INTO users (nickname, avatar, reg_type) VALUES ('a', '/a.svg', 'quick'), ('b', '/a.svg', 'quick')`);
    await database.db.execute(sql`
      INSERT INTO inventory_items (user_id, item_id, price, status, source)
      SELECT u.id, 1, v.price, v.status, v.source FROM users u,
        (VALUES (100, 'selled', 'Case'), (40, 'to_upgrade', 'Case'), (7, 'progress', 'Change'), (25, 'unpacked', 'Case')) AS v(price, status, source)`);
    await migrateDatabase(database);

    const kept = sql`SELECT value::int, won::int, staked::int FROM inventory_values ORDER BY user_id`;
    expect(await rows(database, kept)).toEqual([
      { value: 7, won: 140, staked: 40 },
      { value: 7, won: 140, staked: 40 },
    ]);
    await database.db.execute(sql`UPDATE inventory_items SET status = 'progress' WHERE status = 'to_upgrade'`);
    expect(await rows(database, kept)).toEqual([
      { value: 47, won: 140, staked: 0 },
      { value: 47, won: 140, staked: 0 },
    ]);
  });
});
