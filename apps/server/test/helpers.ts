import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/bootstrap/app.js';
import { loadConfig, type Config } from '../src/platform/config.js';
import { createDatabase, migrateDatabase, pgliteDatabase, pgliteExtensions, type Database } from '../src/platform/db/index.js';
import type { App } from '../src/platform/http/types.js';
import { createInProcessBroker, type Broker } from '../src/platform/realtime/broker.js';
import { createBroker } from '../src/platform/realtime/create-broker.js';
import { leasePGlite } from './pglite-pool.js';

/** The seeded generator of the generated art (mulberry32), for random tests that can be replayed. */
export { seededRandom } from '../src/modules/catalog/art/svg-util.js';

/**
 * A fresh, migrated database: PGlite in memory by default (a pooled cluster put back to the migrated
 * template's state, see pglite-pool.ts), or a new PostgreSQL
 * database on the server of DATABASE_URL when it is set (CI sets it).
 */
export async function createTestDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) {
    return leasePGlite(async () => {
      const template = await migratedTemplate();
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite('memory://', { loadDataDir: template, extensions: await pgliteExtensions() });
      await client.waitReady;
      if (!template) await migrateDatabase(await pgliteDatabase(client, {}));
      return client;
    });
  }
  const { url, drop } = await createTestDatabaseUrl();
  const database = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 10 });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * The migrated PGlite data directory the global setup made (apps/server/test/pglite-template.ts), for a new
 * in-memory cluster to start from; each cluster loads its own copy, so databases share nothing.
 */
export async function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * Whether the long runs go: crash storms, concurrency races, promo races and tests that start server
 * processes. They run at full strength on PostgreSQL (`npm run test:integration` with DATABASE_URL, as CI
 * does) and are skipped on the embedded database: PGlite serves one connection at a time, so a race proves
 * little there, and they would make `npm test` several times longer. The API tests cover every feature on
 * PGlite.
 */
export const longRuns = Boolean(process.env.DATABASE_URL);

/** A new, empty PostgreSQL database on the server of DATABASE_URL, and how to drop it. */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** One secret per test run, shared by every app a test file starts (nodes of one site share it too). */
const TEST_SESSION_SECRET = randomBytes(32).toString('hex');

export function testConfig(env: Record<string, string> = {}): Config {
  // Counters read fresh: tests compare them before and after a change (the cache has a test of its own).
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_BASE_URL: 'http://localhost:3000', SESSION_SECRET: TEST_SESSION_SECRET, COUNTERS_TTL_MS: '0', ...env });
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** The broker the app publishes on (a job worker of the same node listens to it). */
  broker: Broker;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: Database;
  /** Use Redis pub/sub from REDIS_URL instead of the in-process broker. */
  redisBroker?: boolean;
}

/** Builds the production app through buildApp over a fresh database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  let broker: Broker;
  let redis: Redis | undefined;
  if (options.redisBroker) {
    const created = await createBroker(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    broker = created.broker;
    redis = created.redis;
  } else {
    broker = createInProcessBroker();
  }
  const app = await buildApp({ config, db: database.db, broker, redis });
  await app.ready();
  return {
    app,
    database,
    config,
    broker,
    close: async () => {
      await app.close();
      await broker.close();
      await redis?.quit();
      if (ownDatabase) await database.close();
    },
  };
}

/** Registers a fresh account through quick registration; returns its token and credentials. */
export async function registerUser(app: App): Promise<{ token: string; login: string; password: string; userId: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick' });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const { access_token: token, login, password } = res.json().data as { access_token: string; login: string; password: string };
  const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
  return { token, login, password, userId: (me.json().data as { user_id: number }).user_id };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * Two identical databases built by `make` for the tests of a describe block: one for the batched path
 * and one for the path it is compared with. Read them inside the tests (they exist once beforeAll ran).
 */
export function twinDatabases<T extends { database: Database }>(make: () => Promise<T>): { batched: T; single: T } {
  const twins = {} as { batched: T; single: T };
  beforeAll(async () => {
    twins.batched = await make();
    twins.single = await make();
  });
  afterAll(async () => {
    await twins.batched?.database.close();
    await twins.single?.database.close();
  });
  return twins;
}
