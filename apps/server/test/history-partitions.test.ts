import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { maintainHistory } from '../src/bootstrap/history-jobs.js';
import { createDatabase, pgliteDatabase, type Database } from '../src/platform/db/index.js';
import { applyMigrations } from '../src/platform/db/migrate.js';
import { dropPartitionsPast, listPartitions, monthStart } from '../src/platform/db/partitions.js';
import { analyticsEvents, auditLog, paymentWebhookEvents } from '../src/platform/db/schema/index.js';
import { createTestDatabaseUrl } from './helpers.js';

const closers: (() => Promise<void>)[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
  const client = new PGlite('memory://');
  await client.waitReady;
  const database = await pgliteDatabase(client, {});
  closers.push(() => database.close());
  return database;
}

/** The project's migrations up to the one whose tag starts with `prefix` (or just before it), in drizzle-kit's layout. */
function migrationsUpTo(prefix: string, including: boolean): string {
  const real = path.resolve(import.meta.dirname, '../drizzle');
  const journal = JSON.parse(readFileSync(path.join(real, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith(prefix));
  expect(at).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, including ? at + 1 : at);
  const dir = mkdtempSync(path.join(tmpdir(), 'history-partitions-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(path.join(real, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const rows = async <T = Record<string, unknown>>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const HISTORY = [
  { table: 'analytics_events', time: 'created_at' },
  { table: 'audit_log', time: 'at' },
  { table: 'payment_webhook_events', time: 'created_at' },
] as const;

/** Every row's id and time, in id order: what the conversion must keep. */
const snapshot = (database: Database, table: string, time: string) =>
  rows<{ id: number; at: string }>(database, sql`SELECT id::int AS id, ${sql.identifier(time)}::text AS at FROM ${sql.identifier(table)} ORDER BY 1`);

const partitionOf = async (database: Database, table: string, id: number) =>
  (await rows<{ part: string }>(database, sql`SELECT tableoid::regclass::text AS part FROM ${sql.identifier(table)} WHERE id = ${id}`))[0]?.part;

const month = (at: Date) => `${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

describe('partitioned history (migrations 0047-0049 and the partition job)', () => {
  it('converts populated tables keeping every row and id, sends new rows to their month, and keeps months by retention', async () => {
    const database = await emptyDatabase();
    // A site running the release before, then the three migrations of the conversion.
    await applyMigrations(database.db, migrationsUpTo('0047_', false));
    // Fourteen months of history in each table, written as the release before writes them.
    await database.db.execute(sql`
      INSERT INTO analytics_events (kind, path, created_at)
      SELECT 'page_view', '/p' || g, now() - (g || ' days')::interval FROM generate_series(0, 420) g`);
    await database.db.execute(sql`
      INSERT INTO audit_log (action, target, at) SELECT 'user.ban', 'user:' || g, now() - (g * 3 || ' days')::interval FROM generate_series(0, 140) g`);
    await database.db.execute(sql`
      INSERT INTO payment_webhook_events (provider, provider_payment_id, outcome, ip, created_at)
      SELECT 'test', 'p' || g, 'credited', '127.0.0.1', now() - (g * 2 || ' days')::interval FROM generate_series(0, 210) g`);
    const before = new Map<string, Awaited<ReturnType<typeof snapshot>>>();
    for (const { table, time } of HISTORY) before.set(table, await snapshot(database, table, time));

    await applyMigrations(database.db, migrationsUpTo('0049_', true));

    const now = new Date();
    for (const { table, time } of HISTORY) {
      expect(await snapshot(database, table, time)).toEqual(before.get(table));
      const kind = await rows(database, sql`SELECT relkind::text AS kind FROM pg_class WHERE relname = ${table}`);
      expect(kind).toEqual([{ kind: 'p' }]);
      // Every old row stays in the old table, now the partition of everything before the month after next.
      const parts = await rows<{ part: string; n: number }>(
        database,
        sql`SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM ${sql.identifier(table)} GROUP BY 1`,
      );
      expect(parts).toEqual([{ part: `${table}_legacy`, n: before.get(table)!.length }]);
      const partitions = await listPartitions(database.db, { analytics_events: analyticsEvents, audit_log: auditLog, payment_webhook_events: paymentWebhookEvents }[table]);
      expect(partitions.map((p) => p.name)).toEqual([`${table}_legacy`, `${table}_p${month(monthStart(now, 2))}`, `${table}_p${month(monthStart(now, 3))}`]);
      expect(partitions[0]!.until).toEqual(monthStart(now, 2));
    }

    // New rows continue the ids and land in the partition of their month.
    const lastAnalytics = before.get('analytics_events')!.at(-1)!.id;
    const [fresh] = await database.db.insert(analyticsEvents).values({ kind: 'page_view', path: '/now' }).returning({ id: analyticsEvents.id });
    expect(fresh!.id).toBe(lastAnalytics + 1);
    expect(await partitionOf(database, 'analytics_events', fresh!.id)).toBe('analytics_events_legacy');
    const later = new Date(monthStart(now, 3).getTime() + 5 * 86_400_000);
    const [ahead] = await database.db.insert(analyticsEvents).values({ kind: 'marketing', createdAt: later }).returning({ id: analyticsEvents.id });
    expect(await partitionOf(database, 'analytics_events', ahead!.id)).toBe(`analytics_events_p${month(later)}`);
    const [audit] = await database.db.insert(auditLog).values({ action: 'user.ban', at: later }).returning({ id: auditLog.id });
    expect(audit!.id).toBe(before.get('audit_log')!.at(-1)!.id + 1);
    expect(await partitionOf(database, 'audit_log', audit!.id)).toBe(`audit_log_p${month(later)}`);
    const [hook] = await database.db
      .insert(paymentWebhookEvents)
      .values({ provider: 'test', outcome: 'failed', ip: '127.0.0.1' })
      .returning({ id: paymentWebhookEvents.id });
    expect(hook!.id).toBe(before.get('payment_webhook_events')!.at(-1)!.id + 1);

    // The audit stays append-only in every partition.
    await expect(database.db.execute(sql`UPDATE audit_log SET reason = 'x' WHERE id = ${audit!.id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM audit_log WHERE at < now() - interval '1 day'`)).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();

    const config = { HISTORY_MONTHS_AHEAD: 3, ANALYTICS_KEEP_MONTHS: 2, WEBHOOK_EVENTS_KEEP_MONTHS: 12, SESSIONS_KEEP_DAYS: 90 };
    // Today the migration made what the job would.
    expect(await maintainHistory(database.db, config, now)).toEqual({
      analyticsEvents: { created: 0, dropped: 0 },
      paymentWebhookEvents: { created: 0, dropped: 0 },
      auditLog: { created: 0 },
      endedSessions: 0,
    });

    // Two years on: the months ahead are made; analytics keeps two whole months, webhook records twelve, the audit all.
    const future = new Date(monthStart(now, 24).getTime() + 10 * 86_400_000);
    const done = await maintainHistory(database.db, config, future);
    expect(done.analyticsEvents.created).toBe(24);
    expect(done.auditLog.created).toBe(24);
    for (const table of [analyticsEvents, paymentWebhookEvents, auditLog]) {
      const partitions = await listPartitions(database.db, table);
      expect(partitions.at(-1)!.until).toEqual(monthStart(future, 4));
    }
    const analyticsParts = await listPartitions(database.db, analyticsEvents);
    expect(analyticsParts[0]!.name).toBe(`analytics_events_p${month(monthStart(future, -2))}`);
    expect(done.analyticsEvents.dropped).toBe(1 + 20);
    expect(await rows(database, sql`SELECT count(*)::int AS n FROM analytics_events`)).toEqual([{ n: 0 }]);
    const hookParts = await listPartitions(database.db, paymentWebhookEvents);
    expect(hookParts[0]!.name).toBe(`payment_webhook_events_p${month(monthStart(future, -12))}`);
    const auditParts = await listPartitions(database.db, auditLog);
    expect(auditParts[0]!.name).toBe('audit_log_legacy');
    expect(auditParts).toHaveLength(1 + 26);
    expect(await rows(database, sql`SELECT count(*)::int AS n FROM audit_log`)).toEqual([{ n: before.get('audit_log')!.length + 1 }]);

    // Neither the audit nor money can lose a partition, whatever asks.
    const refused = (await dropPartitionsPast(database.db, auditLog, future, 1).catch((e: unknown) => e)) as Error & { cause?: Error };
    expect(refused.cause?.message).toMatch(/audit_log keeps its history/);
    expect(await listPartitions(database.db, auditLog)).toHaveLength(1 + 26);
    // The sequences now belong to the partitioned tables: dropping the old partition kept them.
    const [next] = await database.db.insert(analyticsEvents).values({ kind: 'page_view', createdAt: future }).returning({ id: analyticsEvents.id });
    expect(next!.id).toBe(ahead!.id + 1);
  });

  it('converts while the release before keeps writing: every write lands and none fails', async () => {
    const database = await emptyDatabase();
    await applyMigrations(database.db, migrationsUpTo('0047_', false));
    await database.db.execute(sql`
      INSERT INTO analytics_events (kind, created_at) SELECT 'page_view', now() - (g || ' hours')::interval FROM generate_series(1, 2000) g`);
    let converting = true;
    const written: number[] = [];
    const failures: unknown[] = [];
    // What the running release does on every page view and console action, over its own connections.
    const writer = (async () => {
      while (converting) {
        try {
          const [row] = await rows<{ id: number }>(database, sql`INSERT INTO analytics_events (kind, path) VALUES ('page_view', '/') RETURNING id::int AS id`);
          written.push(row!.id);
          await database.db.execute(sql`INSERT INTO audit_log (action) VALUES ('user.ban')`);
        } catch (error) {
          failures.push(error);
          return;
        }
      }
    })();
    try {
      await applyMigrations(database.db, migrationsUpTo('0049_', true));
    } finally {
      converting = false;
      await writer;
    }
    expect(failures).toEqual([]);
    const kept = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM analytics_events WHERE id = ANY(${`{${written.join(',')}}`}::bigint[])`);
    expect(kept).toEqual([{ n: written.length }]);
    expect(await rows(database, sql`SELECT count(*)::int AS n FROM analytics_events`)).toEqual([{ n: 2000 + written.length }]);
  });

  it('forgets sessions that ended more than SESSIONS_KEEP_DAYS ago, with their console sessions, and keeps the rest', async () => {
    const database = await emptyDatabase();
    await applyMigrations(database.db, migrationsUpTo('0049_', true));
    await database.db.execute(sql`INSERT INTO users (nickname, avatar, reg_type) VALUES ('a', '/a.svg', 'quick')`);
    const day = 86_400_000;
    const now = new Date();
    const ends = { live: 5, recent: -10, old: -100, older: -400 };
    const ids = new Map<string, number>();
    for (const [name, days] of Object.entries(ends)) {
      const [row] = await rows<{ id: number }>(
        database,
        sql`INSERT INTO sessions (user_id, token_hash, expires_at) SELECT id, ${name}, ${new Date(now.getTime() + days * day).toISOString()}::timestamptz FROM users RETURNING id`,
      );
      ids.set(name, row!.id);
    }
    await database.db.execute(sql`INSERT INTO console_sessions (session_id) VALUES (${ids.get('old')!}), (${ids.get('live')!})`);
    const config = { HISTORY_MONTHS_AHEAD: 3, ANALYTICS_KEEP_MONTHS: 2, WEBHOOK_EVENTS_KEEP_MONTHS: 12, SESSIONS_KEEP_DAYS: 90 };
    expect((await maintainHistory(database.db, config, now)).endedSessions).toBe(2);
    const left = await rows<{ token: string }>(database, sql`SELECT token_hash AS token FROM sessions ORDER BY id`);
    expect(left.map((r) => r.token)).toEqual(['live', 'recent']);
    expect(await rows(database, sql`SELECT session_id::int AS id FROM console_sessions`)).toEqual([{ id: ids.get('live') }]);
  });
});
