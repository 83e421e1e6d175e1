import { currentCommitUnit } from '../../platform/db/after-commit.js';

/** A player's balances after a committed transaction, in minor units (a path that wrote one currency may know only it). */
export interface BalanceChanged {
  userId: number;
  money?: number;
  coins?: number;
}

/** Receives the balances a committed transaction left, one per player (the last write wins). */
export type BalanceListener = (changes: readonly BalanceChanged[]) => void;

/** Listeners by the database handle whose transactions they hear. */
const listeners = new WeakMap<object, BalanceListener>();
const PENDING = Symbol('wallet balances');

/**
 * Sends the balances every committed transaction through `db` leaves to `listener` (one listener
 * per handle: the realtime hub of the node). Returns the function that stops it.
 */
export function onBalanceChanged(db: object, listener: BalanceListener): () => void {
  listeners.set(db, listener);
  return () => {
    if (listeners.get(db) === listener) listeners.delete(db);
  };
}

/**
 * Notes the balances a wallet write left; they are sent once the transaction commits, one per
 * player, and dropped when it rolls back. Called by the wallet for every applied entry, and by
 * the scripted paths with the rows of `wallet_u`.
 */
export function recordBalances(rows: readonly BalanceChanged[]): void {
  const unit = currentCommitUnit();
  if (!unit || rows.length === 0) return;
  let pending = unit.state.get(PENDING) as Map<number, BalanceChanged> | undefined;
  if (!pending) {
    const collected = new Map<number, BalanceChanged>();
    pending = collected;
    unit.state.set(PENDING, collected);
    unit.afterCommit(() => listeners.get(unit.owner)?.([...collected.values()]));
  }
  for (const row of rows) {
    const userId = Number(row.userId);
    const last = pending.get(userId);
    pending.set(userId, {
      userId,
      ...(row.money !== undefined ? { money: Number(row.money) } : last?.money !== undefined ? { money: last.money } : {}),
      ...(row.coins !== undefined ? { coins: Number(row.coins) } : last?.coins !== undefined ? { coins: last.coins } : {}),
    });
  }
}
