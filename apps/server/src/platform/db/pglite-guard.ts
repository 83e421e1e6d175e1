import type { PGlite } from '@electric-sql/pglite';
import { ConnectionGate } from './connection-gate.js';
import { inTransactionScope, insideTransaction } from './transaction-scope.js';

export interface PGliteGuardOptions {
  /** How long a statement or transaction may wait for the connection before it answers `busy`. */
  waitMs: number;
  /** Throw at once when the main handle is used inside an open transaction (tests and development). */
  strict: boolean;
}

/** Thrown when code inside a transaction reaches past it to the database's only connection. */
export class NestedConnectionError extends Error {
  constructor() {
    super('the main database handle was used while a transaction holds the embedded database: use the transaction');
    this.name = 'NestedConnectionError';
  }
}

/**
 * PGlite has one connection. Every statement and transaction through the main handle takes it
 * through one gate, waiting a bounded time. Code running inside a transaction that reaches for the
 * main handle would wait for itself: in strict mode it throws at once; otherwise the wait ends in
 * `busy` and the transaction rolls back, so the site never freezes.
 */
export function guardPGlite(client: PGlite, options: PGliteGuardOptions): PGlite {
  const gate = new ConnectionGate(options.waitMs);
  const enter = <T>(work: () => Promise<T>): Promise<T> => {
    if (options.strict && insideTransaction()) return Promise.reject(new NestedConnectionError());
    return gate.run(work);
  };
  const guarded: Partial<PGlite> = {
    query: ((...args: Parameters<PGlite['query']>) => enter(() => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => enter(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((work: Parameters<PGlite['transaction']>[0]) =>
      enter(() => inTransactionScope(null, () => client.transaction(work)))) as PGlite['transaction'],
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(guarded, property)) return guarded[property as keyof PGlite];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's own methods use private fields: they must run on the instance itself.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
