import { currentCommitUnit } from '../../platform/db/after-commit.js';

/** The broker channel that tells every node its cached catalog is out of date (no client can subscribe to it). */
export const CATALOG_CHANGED_CHANNEL = '$catalog-changed';

/** Listeners by the database handle whose transactions they hear. */
const listeners = new WeakMap<object, Set<() => void>>();
const NOTED = Symbol('catalog changed');

/** Calls `listener` once after every committed transaction through `db` that changed the catalog. Returns the function that stops it. */
export function onCatalogChanged(db: object, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
  return () => void set.delete(listener);
}

/**
 * Notes that the running transaction changes what the catalog caches (a version, a case, an item): the
 * listener of the handle that opened it hears it once the transaction commits, and never when it rolls back.
 */
export function recordCatalogChange(): void {
  const unit = currentCommitUnit();
  if (!unit || unit.state.has(NOTED)) return;
  unit.state.set(NOTED, true);
  unit.afterCommit(() => {
    for (const listener of listeners.get(unit.owner) ?? []) listener();
  });
}
