import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, migrateDatabase, type Database } from '../src/platform/db/index.js';
import { NestedConnectionError } from '../src/platform/db/pglite-guard.js';
import { AppError } from '../src/core/app-error.js';
import { createTestApp, createTestDatabaseUrl, migratedTemplate, type TestApp } from './helpers.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const WAIT_MS = 300;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated database whose requests wait WAIT_MS for a connection: PGlite, or PostgreSQL with one connection. */
async function boundedDatabase(options: { strictTransactions?: boolean } = {}): Promise<Database> {
  if (onPostgres) {
    const { url, drop } = await createTestDatabaseUrl();
    cleanups.push(drop);
    // Migrated through an unbounded handle first: the bound is for the test's requests, not for the set-up's connects.
    const setup = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 1 });
    try {
      await migrateDatabase(setup);
    } finally {
      await setup.close();
    }
    const database = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 1, waitMs: WAIT_MS });
    cleanups.push(() => database.close());
    return database;
  }
  const database = await createDatabase({ dataDir: 'memory://', waitMs: WAIT_MS, loadDataDir: await migratedTemplate(), ...options });
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  return database;
}

/** The rows of a raw statement (the handle's result type is driver-generic). */
const rowsOf = async (result: Promise<unknown>): Promise<unknown[]> => ((await result) as { rows: unknown[] }).rows;

/** Opens a transaction and keeps it (and its connection) until `release` is called. */
function holdConnection(database: Database): { held: Promise<void>; release: () => void; done: Promise<unknown> } {
  let release!: () => void;
  let entered!: () => void;
  const held = new Promise<void>((resolve) => (entered = resolve));
  const done = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    entered();
    await new Promise<void>((resolve) => (release = resolve));
  });
  return { held, release: () => release(), done };
}

describe('waiting for the database', () => {
  it('answers busy when a request waits longer than the bound, and serves again once the connection is free', async () => {
    const database = await boundedDatabase();
    const t: TestApp = await createTestApp({ database });
    cleanups.push(() => t.close());
    const holder = holdConnection(database);
    await holder.held;
    const waited = await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick' });
    expect(waited.statusCode).toBe(409);
    expect(waited.json().code).toBe('busy');
    holder.release();
    await holder.done;
    const served = await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick' });
    expect(served.statusCode).toBe(200);
  });
});

describe.skipIf(onPostgres)('the embedded database inside a transaction', () => {
  it('refuses the main handle at once in strict mode, and the transaction rolls back', async () => {
    const database = await boundedDatabase({ strictTransactions: true });
    const db = database.db;
    await db.execute(sql`create table probe (n int)`);
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      await db.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toSatisfy((e) => e instanceof NestedConnectionError || (e as Error).cause instanceof NestedConnectionError);
    expect(await rowsOf(db.execute(sql`select count(*)::int as n from probe`))).toEqual([{ n: 0 }]);
  });

  it('lets a reach past the transaction end in busy outside strict mode, never a freeze', async () => {
    const database = await boundedDatabase({ strictTransactions: false });
    const db = database.db;
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await db.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toSatisfy((e) => e instanceof AppError || (e as Error).cause instanceof AppError);
    // The connection is free again.
    expect(await rowsOf(db.execute(sql`select 2 as n`))).toEqual([{ n: 2 }]);
  });

  it('lets the main handle wait its turn outside any transaction', async () => {
    const database = await boundedDatabase({ strictTransactions: true });
    const holder = holdConnection(database);
    await holder.held;
    const waiting = database.db.execute(sql`select 3 as n`);
    holder.release();
    expect(await rowsOf(waiting)).toEqual([{ n: 3 }]);
    await holder.done;
  });
});
