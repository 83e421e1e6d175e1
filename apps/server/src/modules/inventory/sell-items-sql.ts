import { ITEM_TYPES } from '@tastydrop/domain';
import { rawQuery, type RawTx } from '../../platform/db/raw.js';
import type { LockMode } from '../../platform/db/request-batcher.js';
import { inventoryItems, inventoryValues, itemTypes, users } from '../../platform/db/schema/index.js';
import { arg, sqlText } from '../../platform/db/sql-text.js';
import { itemsAndPlayersLockSql, rowsOf, type LockedRow } from '../items/lock-items-sql.js';
import { markSoldSql } from '../items/item-moves.js';
import { entriesUnnestSql, entriesWriteSql, entryArrays } from '../wallet/ledger-entries-sql.js';

/**
 * Selling's statements (docs/decisions/021-batched-selling-and-upgrades.md, 030-one-rule-engine.md):
 * two per transaction whatever the number of sales, every value a bound parameter, prepared once per
 * connection. Lock order: the items, then the players (as every path that takes items does).
 */

export interface SellItemState {
  userId: number;
  price: number;
  status: string;
  type: number;
}

export interface SellRead {
  /** Money balances of the players whose rows this transaction holds. */
  balances: Map<number, number>;
  /** Their coin balances (a sale leaves them as they are). */
  coinBalances: Map<number, number>;
  /** The items the requests may sell, locked. */
  items: Map<number, SellItemState>;
  /** Players with such an item that another transaction holds (`skip` only). */
  held: Set<number>;
}

// arg 1 the players, 2 those selling everything available, 3 the wanted item ids, 4 the type of an
// item without an item_types row. Waiting, an item is locked whatever its status (its status is
// read under the lock); skipping, only available ones. Each side of the OR names its own index (the
// ids the primary key, a sell-all the player's available items), so the generic plan takes both
// through a bitmap OR instead of reading every available item of every player of the batch.
function lockStatement(mode: LockMode) {
  const i = inventoryItems;
  const available = sqlText`i.${i.status} = 'progress'`;
  const players = sqlText`i.${i.userId} = ANY(${arg(1)}::int[])`;
  const wanted = sqlText`((i.${i.id} = ANY(${arg(3)}::bigint[]) AND ${players}${mode === 'skip' ? sqlText` AND ${available}` : sqlText``})
      OR (i.${i.userId} = ANY(${arg(2)}::int[]) AND ${players} AND ${available}))`;
  const items = sqlText`SELECT i.${i.id} AS id, i.${i.userId} AS user_id, i.${i.price} AS price, i.${i.status} AS status,
      coalesce(t.${itemTypes.type}, ${arg(4)}::int) AS type
    FROM ${i} i LEFT JOIN ${itemTypes} t ON t.${itemTypes.itemId} = i.${i.itemId}
    WHERE ${wanted}`;
  const columns = sqlText`${users.balance} AS balance, ${users.coinBalance} AS coin_balance`;
  return sqlText`
  WITH ${itemsAndPlayersLockSql({ mode, items, players: arg(1), columns, wanted })}`;
}
const lockStatements = { skip: lockStatement('skip'), wait: lockStatement('wait') };

/**
 * Locks the wanted items (the given ids, or every available item of the players in `everything`)
 * in id order, then the players' rows; `skip` leaves out rows another transaction holds and names
 * the players with a wanted item held elsewhere.
 */
export async function readSellState(tx: RawTx, ids: { users: number[]; everything: number[]; items: number[] }, mode: LockMode): Promise<SellRead> {
  type Item = { id: string | number; user_id: number; price: string | number; status: string; type: number };
  type Player = { id: number; balance: string | number; coin_balance: string | number };
  const [row] = await rawQuery<LockedRow<Item, Player>>(tx, `sell_lock_${mode}`, lockStatements[mode], [
    ids.users,
    ids.everything,
    ids.items,
    ITEM_TYPES.regular,
  ]);
  const players = rowsOf(row!.players);
  return {
    balances: new Map(players.map((r) => [r.id, Number(r.balance)])),
    coinBalances: new Map(players.map((r) => [r.id, Number(r.coin_balance)])),
    items: new Map(rowsOf(row!.items).map((r) => [Number(r.id), { userId: r.user_id, price: Number(r.price), status: r.status, type: Number(r.type) }] as const)),
    held: new Set(rowsOf(row!.held)),
  };
}

export interface PlannedSale {
  userId: number;
  soldIds: number[];
  price: number;
  ref: string;
}

// A statement of its own, after the locks: the players' inventory values are read in its snapshot,
// which every data-modifying part shares, and inventory_items' trigger moves them only at the
// statement's end, so they are the values before these sales.
const v = inventoryValues;
const WRITE = sqlText`
  WITH
  i AS (
    ${markSoldSql(sqlText`${arg(7)}::bigint[]`)}
  ),
  ${entriesWriteSql({ entries: entriesUnnestSql(1), shortfall: 'fail' })}
  SELECT ${v.userId} AS user_id, ${v.value} AS value FROM ${v} WHERE ${v.userId} = ANY(${arg(8)}::int[])`;

/**
 * Marks every sold item and credits every sale with its ledger row (running balance); returns
 * what each of `players`' available items were worth before.
 */
export async function writeSales(tx: RawTx, sales: PlannedSale[], players: number[]): Promise<Map<number, number>> {
  const entries = sales.map((s) => ({ userId: s.userId, currency: 'money' as const, kind: 'credit' as const, amount: s.price, reason: 'item_sell', ref: s.ref }));
  const rows = await rawQuery<{ user_id: number; value: string | number }>(tx, 'sell_write', WRITE, [
    ...entryArrays(entries),
    sales.flatMap((s) => s.soldIds),
    players,
  ]);
  return new Map(rows.map((r) => [r.user_id, Number(r.value)]));
}
