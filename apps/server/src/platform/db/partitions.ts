import { getTableName, sql, type Table } from 'drizzle-orm';
import type { Db, DbOrTx } from './index.js';

/**
 * Monthly partitions of the append-only history tables (docs/decisions/064-partitioned-history.md), through the
 * functions migration 0049 defines. Only a table's owning module calls these for its table (scripts/table-writers.mjs
 * counts them as writes).
 */

const one = async (db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> => {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

/** The first instant (UTC) of the month `months` after the one holding `at`. */
export function monthStart(at: Date, months = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
}

/** Creates the monthly partitions of `table` after its last one until the month `monthsAhead` after `now` has one; returns how many. */
export async function createPartitionsAhead(db: Db, table: Table, now: Date, monthsAhead: number): Promise<number> {
  const until = monthStart(now, monthsAhead);
  // A partition is created under a brief lock on the table; waiting long would queue its writers behind it.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
    return one(tx, sql`SELECT history_partitions_ahead(${getTableName(table)}::regclass, ${until.toISOString()}::timestamptz) AS n`);
  });
}

/**
 * Detaches and drops the partitions of `table` that end before the month `keepMonths` before `now`'s month (that many
 * whole months are kept besides the current one); returns how many. The database refuses it for money and audit.
 */
export async function dropPartitionsPast(db: Db, table: Table, now: Date, keepMonths: number): Promise<number> {
  const before = monthStart(now, -keepMonths);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
    return one(tx, sql`SELECT history_partitions_drop(${getTableName(table)}::regclass, ${before.toISOString()}::timestamptz) AS n`);
  });
}

/** A table's partitions, oldest first, each with the end of its range (null: the open end). */
export async function listPartitions(db: Db, table: Table): Promise<{ name: string; until: Date | null }[]> {
  const result = (await db.execute(sql`
    SELECT c.relname AS name, history_partition_upper(c.oid) AS until
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = ${getTableName(table)}::regclass
    ORDER BY history_partition_upper(c.oid)`)) as unknown as { rows: { name: string; until: Date | string | null }[] };
  return result.rows.map((r) => ({ name: r.name, until: r.until === null ? null : new Date(r.until) }));
}
