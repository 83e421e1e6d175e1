import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work held until a transaction commits. Each transaction opener (the Drizzle handle's
 * `transaction`, `rawTransaction`) runs its transaction as a commit unit: what
 * the code inside registers runs once the transaction has committed, in registration order, and is
 * dropped when it rolls back (a retried run starts a new unit). A transaction opened inside another
 * one's unit joins the outer unit, so nothing runs before the outermost commit.
 */
export interface CommitUnit {
  /** The handle that opened the unit's transaction (what after-commit listeners are keyed on). */
  readonly owner: object;
  /** Per-unit state for the code that registers work (one entry per key). */
  readonly state: Map<symbol, unknown>;
  /** Runs `work` after the commit; `work` handles its own errors (one that escapes is a warning). */
  afterCommit(work: () => void): void;
}

interface Unit extends CommitUnit {
  work: (() => void)[];
}

const units = new AsyncLocalStorage<Unit>();

/** The commit unit the calling code runs in, if any. */
export function currentCommitUnit(): CommitUnit | null {
  return units.getStore() ?? null;
}

/**
 * Runs `transaction` (which resolves once its transaction has committed) as a commit unit owned by
 * `owner`, then the work registered inside it. Inside another unit it simply joins that one.
 */
export async function runCommitUnit<T>(owner: object, transaction: () => Promise<T>): Promise<T> {
  if (units.getStore()) return transaction();
  const work: (() => void)[] = [];
  const unit: Unit = { owner, state: new Map(), work, afterCommit: (w) => void work.push(w) };
  const result = await units.run(unit, transaction);
  // The work runs outside the unit: what it starts is not held for a commit that already happened.
  units.exit(() => {
    for (const w of work) {
      try {
        w();
      } catch (error) {
        process.emitWarning(error instanceof Error ? error : String(error), 'AfterCommitWarning');
      }
    }
  });
  return result;
}
