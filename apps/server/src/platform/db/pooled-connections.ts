import type { Pool, PoolClient } from 'pg';
import type { Db } from './index.js';

/**
 * Connections of the node-postgres pool that break (the server ends a backend, restarts, or the network
 * drops) fail the work in flight on them, never the process, and are dropped instead of reused.
 */

/**
 * Every connection the pool opens keeps an 'error' listener for its whole life: node-postgres emits
 * 'error' on a checked-out connection that breaks, and an unheard 'error' ends the process. The query in
 * flight rejects on its own; the connection is dropped when it is released (see `pooledTransactions`).
 */
export function guardPoolConnections(pool: Pool, log: (message: string, error: Error) => void): void {
  pool.on('connect', (client) => {
    client.on('error', (error) => log('database connection failed', error));
  });
}

/** Whether a connection can no longer run statements (node-postgres's own marks of a broken client). */
export function connectionBroken(client: PoolClient): boolean {
  const state = client as unknown as { _queryable?: boolean; _ending?: boolean };
  return state._queryable === false || state._ending === true;
}

/**
 * Drizzle transactions on a connection this code checks out and releases itself: a connection that broke
 * is released as broken (the pool closes it), and one whose BEGIN failed is released too (Drizzle's own
 * pool transactions leave such a connection checked out for good). `overClient` is the Drizzle handle of
 * one connection (made once per connection).
 */
export function pooledTransactions(pool: Pool, overClient: (client: PoolClient) => Db): Db['transaction'] {
  const handles = new WeakMap<PoolClient, Db>();
  return async (work, config) => {
    const client = await pool.connect();
    let handle = handles.get(client);
    if (!handle) {
      handle = overClient(client);
      handles.set(client, handle);
    }
    let broken: Error | undefined;
    try {
      return await handle.transaction(work, config);
    } catch (error) {
      if (connectionBroken(client)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
