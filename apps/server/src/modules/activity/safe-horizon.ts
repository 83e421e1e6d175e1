import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';

type Rows<T> = { rows: T[] };

/** The transactions of this database running now (other than ours), as (pid, start) pairs. */
async function runningTransactions(tx: Tx): Promise<{ pid: number; since: string }[]> {
  // pg_stat_activity is cached per transaction; read it fresh.
  await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
  const result = (await tx.execute(sql`
    SELECT pid, xact_start::text AS since FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`)) as unknown as Rows<{ pid: number; since: string }>;
  return result.rows.map((r) => ({ pid: Number(r.pid), since: r.since }));
}

async function stillRunning(tx: Tx, wait: { pid: number; since: string }[]): Promise<boolean> {
  if (wait.length === 0) return false;
  const now = await runningTransactions(tx);
  return wait.some((w) => now.some((n) => n.pid === w.pid && n.since === w.since));
}

/**
 * The highest id of `table` below which every row is committed or rolled back. Ids are taken at
 * insert but committed in any order, so a cursor may never pass a row still being written. The
 * sequence's last value is a bound; once every transaction that was running when it was taken has
 * finished, no row at or below it can still appear. Then a new bound is taken. With no concurrent
 * writer the bound is confirmed at once; otherwise one run later. The server's connections share one
 * database role, so each sees the others' transactions in pg_stat_activity.
 */
export async function safeHorizon(
  tx: Tx,
  table: string,
  cursor: { safeId: number; boundId: number | null; boundWait: { pid: number; since: string }[] | null },
): Promise<{ safeId: number; boundId: number | null; boundWait: { pid: number; since: string }[] | null }> {
  let { safeId, boundId, boundWait } = cursor;
  if (boundId !== null && !(await stillRunning(tx, boundWait ?? []))) {
    safeId = Math.max(safeId, boundId);
    boundId = null;
    boundWait = null;
  }
  if (boundId === null) {
    // The sequence first, then the transactions: any writer holding an id at or below the bound started
    // before this read and is still listed, unless it has finished.
    const seq = (await tx.execute(sql`SELECT pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) AS last`)) as unknown as Rows<{ last: string | null }>;
    const last = Number(seq.rows[0]?.last ?? 0);
    if (last > safeId) {
      const wait = await runningTransactions(tx);
      if (wait.length === 0) safeId = last;
      else {
        boundId = last;
        boundWait = wait;
      }
    }
  }
  return { safeId, boundId, boundWait };
}
