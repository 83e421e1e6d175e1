import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';

type Rows<T> = { rows: T[] };

export interface Horizon {
  safeId: number;
  boundId: number | null;
  boundWait: { pid: number; since: string }[] | null;
}

/** The transactions of this database running now (other than ours), as (pid, start) pairs. */
async function runningTransactions(tx: Tx): Promise<{ pid: number; since: string }[]> {
  // pg_stat_activity is cached per transaction; read it fresh.
  await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
  const result = (await tx.execute(sql`
    SELECT pid, xact_start::text AS since FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`)) as unknown as Rows<{ pid: number; since: string }>;
  return result.rows.map((r) => ({ pid: Number(r.pid), since: r.since }));
}

/**
 * For each table, the highest id below which every row is committed or rolled back. Ids are taken at
 * insert but committed in any order, so a cursor may never pass a row still being written. The
 * sequence's last value is a bound; once every transaction that was running when it was taken has
 * finished, no row at or below it can still appear. Then a new bound is taken. With no concurrent
 * writer the bound is confirmed at once; otherwise one run later. The server's connections share one
 * database role, so each sees the others' transactions in pg_stat_activity.
 *
 * All tables are read together: their sequences first, then the running transactions once, which both
 * confirms earlier bounds (a later look than needed is still right) and lists who a new bound waits for.
 */
export async function safeHorizons(tx: Tx, cursors: readonly (Horizon & { table: string })[]): Promise<Horizon[]> {
  if (cursors.length === 0) return [];
  const tables = cursors.map((c) => c.table);
  const seq = (await tx.execute(sql`
    SELECT t.name, pg_sequence_last_value(pg_get_serial_sequence(t.name, 'id')::regclass) AS last
    FROM unnest(${sql.param(tables)}::text[]) AS t(name)`)) as unknown as Rows<{ name: string; last: string | null }>;
  const last = new Map(seq.rows.map((r) => [r.name, Number(r.last ?? 0)]));
  const running = await runningTransactions(tx);
  const stillRunning = (wait: { pid: number; since: string }[]) => wait.some((w) => running.some((n) => n.pid === w.pid && n.since === w.since));
  return cursors.map((cursor) => {
    let { safeId, boundId, boundWait } = cursor;
    if (boundId !== null && !stillRunning(boundWait ?? [])) {
      safeId = Math.max(safeId, boundId);
      boundId = null;
      boundWait = null;
    }
    const top = last.get(cursor.table) ?? 0;
    if (boundId === null && top > safeId) {
      if (running.length === 0) safeId = top;
      else {
        boundId = top;
        boundWait = running;
      }
    }
    return { safeId, boundId, boundWait };
  });
}
