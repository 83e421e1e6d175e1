import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { runCommitUnit } from './after-commit.js';
import type { Db } from './index.js';

/**
 * A transaction on the driver itself, for the hot paths that need named prepared
 * statements (node-postgres) and one round trip per statement. Same SQL on both drivers.
 */
export interface RawTx {
  /** Runs a statement; `name` makes node-postgres prepare it once per connection. */
  query<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
}

const dialect = new PgDialect();
/** Statements built once per process are rendered once. */
const rendered = new WeakMap<SQL, { sql: string; params: unknown[] }>();

/**
 * The one way to run a statement on a raw transaction: a Drizzle `sql` (sql-text.ts for the hot
 * paths' statements), rendered with the PostgreSQL dialect and prepared under `name`. `values` fill
 * its `arg(n)` (the n-th value); values written into the statement (`${sql.param(ids)}`) are bound as
 * they are. Its text must be the same whatever the values (bind arrays, never a list whose length varies).
 */
export async function rawQuery<T>(tx: RawTx, name: string, query: SQL, values: readonly unknown[] = []): Promise<T[]> {
  let statement = rendered.get(query);
  if (!statement) {
    statement = dialect.sqlToQuery(query);
    rendered.set(query, statement);
  }
  const params = fillPlaceholders(statement.params, Object.fromEntries(values.map((v, i) => [String(i + 1), v])));
  return tx.query<T>(name, statement.sql, params);
}

interface PgPoolClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string): Promise<unknown>;
  release(error?: Error | boolean): void;
}

interface PgPool {
  connect(): Promise<PgPoolClient>;
}

interface PGliteLike {
  transaction<T>(fn: (tx: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }) => Promise<T>): Promise<T>;
}

/** Thrown when a COMMIT failed without a server error: whether it committed is unknown. */
export class CommitUnknownError extends Error {
  constructor(cause: unknown) {
    super('the outcome of the commit is unknown', { cause });
    this.name = 'CommitUnknownError';
  }
}

/** True for an error the database server reported (it has an SQLSTATE): the statement did not run. */
export function fromServer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** True on PostgreSQL through a connection pool (false on embedded PGlite). */
export function isPooled(db: Db): boolean {
  return 'connect' in (db as unknown as { $client: object }).$client;
}

/** Runs `fn` in a transaction on the driver, as a commit unit (after-commit.ts). */
export function rawTransaction<T>(db: Db, fn: (tx: RawTx) => Promise<T>): Promise<T> {
  return runCommitUnit(db, () => rawTransactionOnce(db, fn));
}

async function rawTransactionOnce<T>(db: Db, fn: (tx: RawTx) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: PgPool | PGliteLike }).$client;
  if ('connect' in client) return poolTransaction(client, fn);
  return client.transaction((tx) =>
    fn({ query: async <R>(_name: string, text: string, params: unknown[]) => (await tx.query(text, params)).rows as R[] }),
  );
}

async function poolTransaction<T>(pool: PgPool, fn: (tx: RawTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await fn({
      query: async <R>(name: string, text: string, values: unknown[]) => (await client.query({ name, text, values })).rows as R[],
    });
    try {
      await client.query('COMMIT');
    } catch (error) {
      if (!fromServer(error)) throw new CommitUnknownError(error);
      throw error;
    }
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch (rollbackError) {
      broken = rollbackError as Error;
    }
    throw error;
  } finally {
    // A connection that could not roll back is closed rather than reused.
    client.release(broken ?? false);
  }
}

/** The connection pool's use on PostgreSQL (null on PGlite, which has one connection). */
export function poolUsage(db: Db): { total: number; idle: number; waiting: number } | null {
  const client = (db as unknown as { $client: object }).$client as Partial<{ totalCount: number; idleCount: number; waitingCount: number }>;
  if (typeof client.totalCount !== 'number') return null;
  return { total: client.totalCount, idle: client.idleCount ?? 0, waiting: client.waitingCount ?? 0 };
}
