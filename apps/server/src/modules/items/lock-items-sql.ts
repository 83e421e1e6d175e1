import type { LockMode } from '../../platform/db/request-batcher.js';
import { inventoryItems, users } from '../../platform/db/schema/index.js';
import { fragment, sqlText, type SqlText } from '../../platform/db/sql-text.js';

/**
 * The lock every batched path that takes players' items runs (selling, upgrading): the wanted items
 * first, in id order, then the players' rows, in id order, so two such statements never wait on
 * each other in a circle. `skip` leaves out rows another transaction holds and names the players
 * with a wanted item held elsewhere.
 */

export interface ItemsAndPlayersLock {
  mode: LockMode;
  /** The select of the wanted items from `inventory_items` as `i`, `id` and `user_id` among its columns. */
  items: SqlText;
  /** The bound parameter holding the players' ids, such as `$1`. */
  playersParam: `$${number}`;
  /** The players' columns to read, each `AS` its snake_case name (`id` comes first by itself). */
  columns: SqlText;
  /** The condition (over `inventory_items` as `i`) of the items the statement wanted. */
  wanted: SqlText;
}

/**
 * The common table expressions `items` and `players` and the final select of a lock statement (after `WITH` and
 * any expressions of the caller's own): locks the wanted items, then the players' rows, and answers `items`,
 * `players` and `held` as JSON arrays.
 */
export function itemsAndPlayersLockSql({ mode, items, playersParam, columns, wanted }: ItemsAndPlayersLock): SqlText {
  const i = inventoryItems;
  const players = fragment(playersParam);
  const skip = mode === 'skip' ? sqlText` SKIP LOCKED` : sqlText``;
  return sqlText`items AS MATERIALIZED (
    ${items} ORDER BY i.${i.id} FOR UPDATE OF i${skip}
  ),
  players AS MATERIALIZED (
    SELECT ${users.id} AS id, ${columns} FROM ${users}
    WHERE ${users.id} = ANY(${players}::int[]) AND (SELECT count(*) FROM items) >= 0 ORDER BY ${users.id} FOR NO KEY UPDATE${skip}
  )
  SELECT (SELECT coalesce(json_agg(items), '[]'::json) FROM items) AS items,
    (SELECT coalesce(json_agg(players), '[]'::json) FROM players) AS players,
    ${
      mode === 'skip'
        ? sqlText`(SELECT coalesce(json_agg(DISTINCT i.${i.userId}), '[]'::json) FROM ${i} i
      WHERE ${wanted} AND i.${i.id} NOT IN (SELECT id FROM items)) AS held`
        : sqlText`'[]'::json AS held`
    }`;
}

/** A JSON array column as a driver gives it: parsed (node-postgres) or as text (PGlite). */
export type JsonRows<T> = T[] | string;
export const rowsOf = <T>(value: JsonRows<T>): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

/** The answer of a statement ending in itemsAndPlayersLockSql. */
export interface LockedRow<Item, Player> {
  items: JsonRows<Item>;
  players: JsonRows<Player>;
  held: JsonRows<number>;
}
