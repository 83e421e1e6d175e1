import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Db } from './index.js';

/**
 * A migration whose SQL starts with this line runs outside a transaction, one statement at a time:
 * `CREATE INDEX CONCURRENTLY` (which never blocks writes) cannot run inside one. Its statements must be
 * safe to run again, since a crash between them leaves the migration unrecorded.
 */
export const NO_TRANSACTION_MARKER = '-- migrate:no-transaction';

export function runsOutsideTransaction(migration: Pick<MigrationMeta, 'sql'>): boolean {
  return (migration.sql[0] ?? '').trimStart().startsWith(NO_TRANSACTION_MARKER);
}

const record = (m: MigrationMeta) => sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.folderMillis})`;

/**
 * Applies the migrations of `folder` the database lacks, in order, recording each as drizzle's migrator
 * does (drizzle.__drizzle_migrations, by folder time). Consecutive ordinary migrations run in one
 * transaction, as with drizzle's migrator; a no-transaction migration runs by itself between them.
 */
export async function applyMigrations(db: Db, folder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const last = (await db.execute(sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { at: string | null }[] };
  const appliedUpTo = Number(last.rows[0]?.at ?? 0);
  const pending = migrations.filter((m) => m.folderMillis > appliedUpTo);

  let batch: MigrationMeta[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const run = batch;
    batch = [];
    await db.transaction(async (tx) => {
      for (const migration of run) {
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(record(migration));
      }
    });
  };
  for (const migration of pending) {
    if (!runsOutsideTransaction(migration)) {
      batch.push(migration);
      continue;
    }
    await flush();
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(record(migration));
  }
  await flush();
}
