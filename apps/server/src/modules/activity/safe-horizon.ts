import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';

type Rows<T> = { rows: T[] };

/** A transaction that may still write feed rows: its backend and its virtual transaction id (unique while the server runs). */
interface Writer {
  pid: number | null;
  vxid: string;
}

export interface Horizon {
  safeId: number;
  boundId: number | null;
  /** Cursors written before writers were told by their locks hold `{ pid, since }` waiters; such a bound is taken again. */
  boundWait: (Writer | { pid: number; since: string })[] | null;
}

/** Lock modes that insert, update or delete rows (or the table itself); readers take AccessShare or RowShare. */
const WRITE_LOCKS = ['RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock'];

/**
 * The transactions (other than ours) that hold a write lock on one of the tables. An INSERT takes its
 * table's lock while the statement is planned, before its default takes an id from the sequence, and keeps
 * it until the transaction ends; so every transaction that holds an id it may still commit is listed.
 * Readers (an idle `BEGIN; SELECT …`, a pg_dump) hold no such lock and are not waited for. Locks of every
 * role and of prepared transactions are listed too.
 */
async function writingTransactions(tx: Tx, tables: string[]): Promise<Writer[]> {
  const result = (await tx.execute(sql`
    SELECT DISTINCT pid, virtualtransaction AS vxid FROM pg_locks
    WHERE locktype = 'relation' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND relation = ANY(${sql.param(tables)}::text[]::regclass[]) AND mode = ANY(${sql.param(WRITE_LOCKS)}::text[])
      AND pid IS DISTINCT FROM pg_backend_pid()`)) as unknown as Rows<{ pid: number | null; vxid: string }>;
  return result.rows.map((r) => ({ pid: r.pid === null ? null : Number(r.pid), vxid: r.vxid }));
}

/**
 * For each table, the highest id below which every row is committed or rolled back. Ids are taken at
 * insert but committed in any order, so a cursor may never pass a row still being written. The
 * sequence's last value is a bound; once every transaction that was writing one of the tables when it was
 * taken has finished, no row at or below it can still appear. Then a new bound is taken. With no
 * concurrent writer the bound is confirmed at once; otherwise one run later.
 *
 * All tables are read together: their sequences first, then the writing transactions once, which both
 * confirms earlier bounds (a later look than needed is still right) and lists who a new bound waits for.
 */
export async function safeHorizons(tx: Tx, cursors: readonly (Horizon & { table: string })[]): Promise<Horizon[]> {
  if (cursors.length === 0) return [];
  const tables = cursors.map((c) => c.table);
  const seq = (await tx.execute(sql`
    SELECT t.name, pg_sequence_last_value(pg_get_serial_sequence(t.name, 'id')::regclass) AS last
    FROM unnest(${sql.param(tables)}::text[]) AS t(name)`)) as unknown as Rows<{ name: string; last: string | null }>;
  const last = new Map(seq.rows.map((r) => [r.name, Number(r.last ?? 0)]));
  const writing = await writingTransactions(tx, [...new Set(tables)]);
  const stillWriting = (wait: Horizon['boundWait']) => (wait ?? []).some((w) => 'vxid' in w && writing.some((n) => n.vxid === w.vxid));
  const oldForm = (wait: Horizon['boundWait']) => (wait ?? []).some((w) => !('vxid' in w));
  return cursors.map((cursor) => {
    let { safeId, boundId, boundWait } = cursor;
    if (boundId !== null && oldForm(boundWait)) {
      boundId = null;
      boundWait = null;
    } else if (boundId !== null && !stillWriting(boundWait)) {
      safeId = Math.max(safeId, boundId);
      boundId = null;
      boundWait = null;
    }
    const top = last.get(cursor.table) ?? 0;
    if (boundId === null && top > safeId) {
      if (writing.length === 0) safeId = top;
      else {
        boundId = top;
        boundWait = writing;
      }
    }
    return { safeId, boundId, boundWait };
  });
}
