import { AsyncLocalStorage } from 'node:async_hooks';
import { runCommitUnit } from './after-commit.js';
import type { Db, Tx } from './index.js';

/** What runs inside a transaction knows it: the transaction's handle, while it is open. */
interface Scope {
  open: boolean;
  tx: Tx | null;
}

const scope = new AsyncLocalStorage<Scope>();

/** Runs `work` marked as inside a transaction (`tx` when it is a Drizzle one); the mark ends with it. */
export async function inTransactionScope<T>(tx: Tx | null, work: () => Promise<T>): Promise<T> {
  const current: Scope = { open: true, tx };
  try {
    return await scope.run(current, work);
  } finally {
    current.open = false;
  }
}

/** True while the calling code runs inside a transaction that has not ended. */
export function insideTransaction(): boolean {
  return scope.getStore()?.open === true;
}

/** The open Drizzle transaction the calling code runs in, if any. */
function currentTransaction(): Tx | null {
  const current = scope.getStore();
  return current?.open ? current.tx : null;
}

/**
 * The handle a shared reader (a cache's reload) should use: the caller's open transaction when
 * there is one, else the database. On PGlite's single connection, reading through the database
 * while a transaction holds it would wait for itself.
 */
export function readerFor(db: Db): Db | Tx {
  return currentTransaction() ?? db;
}

/**
 * Marks every Drizzle transaction opened through `db` (savepoints inside one keep the outer mark)
 * and runs it as a commit unit (after-commit.ts). `open` runs the transaction itself (by default
 * Drizzle's own).
 */
export function scopeTransactions(db: Db, open: Db['transaction'] = db.transaction.bind(db)): Db {
  db.transaction = ((work, config) =>
    runCommitUnit(db, () => open((tx) => inTransactionScope(tx, () => work(tx)), config))) as Db['transaction'];
  return db;
}
