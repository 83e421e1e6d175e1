import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createDatabase, migrateDatabase, type Database, type Db } from '../src/platform/db/index.js';
import { createSession } from '../src/platform/http/session-store.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { createTestDatabaseUrl } from './helpers.js';

/** Where a server under test keeps its data across a crash, and how a test opens it itself. */
export interface CrashStorage {
  env: Record<string, string>;
  open: () => Promise<Database>;
}

/**
 * Storage for crash tests: a fresh PostgreSQL database when DATABASE_URL is set, else a PGlite
 * directory; removed after the file's tests. Call at the top of a test file.
 */
export function crashStorage(prefix: string): () => Promise<CrashStorage> {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  return async (): Promise<CrashStorage> => {
    if (process.env.DATABASE_URL) {
      const { url, drop } = await createTestDatabaseUrl();
      cleanups.push(drop);
      return { env: { DATABASE_URL: url }, open: () => createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 4 }) };
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), `tastydrop-${prefix}-`));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, open: () => createDatabase({ dataDir }) };
  };
}

/** Migrates the storage, lets `seed` fill it, and closes it again before a server opens it. */
export async function prepareData<T>(storage: CrashStorage, seed: (db: Db) => Promise<T>): Promise<T> {
  const setup = await storage.open();
  try {
    await migrateDatabase(setup);
    return await seed(setup.db);
  } finally {
    await setup.close();
  }
}

/** Players named `${prefix}${i}` with a money balance (credited through the ledger) and a session each. */
export async function createPlayers(db: Db, prefix: string, count: number, balance: number): Promise<{ userId: number; token: string }[]> {
  const players = [];
  for (let i = 0; i < count; i += 1) {
    const userId = await createUser(db, { regType: 'quick', nickname: `${prefix}${i}` });
    if (balance > 0) await credit(db, { userId, currency: 'money', amount: balance, reason: 'test' });
    players.push({ userId, token: await createSession(db, userId) });
  }
  return players;
}
