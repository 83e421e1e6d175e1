import { ITEM_TYPES } from '@tastydrop/domain';
import { intArray, type ScriptTx } from '../../platform/db/script-tx.js';
import { entriesRelation, entriesWriteSql } from '../wallet/ledger-entries-sql.js';

/**
 * The batched selling's statements (docs/decisions/021-batched-selling-and-upgrades.md): one
 * script to read and lock, one statement to write, whatever the batch's size. Nothing here waits
 * for a lock: rows another transaction holds are skipped and their players sent elsewhere.
 */

interface SellItemState {
  userId: number;
  price: number;
  status: string;
  type: number;
}

export interface SellRead {
  /** Money balances of the players whose rows this batch holds. */
  balances: Map<number, number>;
  /** Their coin balances (a sale leaves them as they are). */
  coinBalances: Map<number, number>;
  /** The players' available items that the batch may sell, locked. */
  items: Map<number, SellItemState>;
  /** Players with such an item that another transaction holds. */
  held: Set<number>;
  /** What each locked player's available items are worth. */
  values: Map<number, number>;
}

/**
 * A condition on a `user_id` column: one of the given players whose row this transaction holds
 * (locking the free rows; a row in use elsewhere is skipped, not waited for). The plain `= ANY`
 * lets the planner use the user_id index.
 */
export const lockedUserSql = (column: string, users: number[]) =>
  `${column} = ANY(${intArray(users)}) AND ${column} IN (SELECT id FROM users WHERE id = ANY(${intArray(users)}) FOR UPDATE SKIP LOCKED)`;

/**
 * Locks the players' rows, then their available items among the wanted ids (or all of them for
 * the players in `everything`), reads the same items again without locking to find those another
 * transaction holds, and sums each player's available items.
 */
export async function readSellBatch(tx: ScriptTx, ids: { users: number[]; everything: number[]; items: number[] }): Promise<SellRead> {
  const wanted = `${lockedUserSql('i.user_id', ids.users)} AND i.status = 'progress'
      AND (i.user_id = ANY(${intArray(ids.everything)}) OR i.id = ANY(${intArray(ids.items, 'bigint')}))`;
  const [userRows, itemRows, seenRows, valueRows] = (await tx.run(`
    SELECT id, balance, coin_balance FROM users WHERE id = ANY(${intArray(ids.users)}) ORDER BY id FOR UPDATE SKIP LOCKED;
    SELECT i.id, i.user_id, i.price, i.status, coalesce(t.type, ${ITEM_TYPES.regular}) AS type
      FROM inventory_items i LEFT JOIN item_types t ON t.item_id = i.item_id
      WHERE ${wanted} ORDER BY i.id FOR UPDATE OF i SKIP LOCKED;
    SELECT i.id, i.user_id FROM inventory_items i WHERE ${wanted};
    SELECT user_id, sum(price) AS value FROM inventory_items
      WHERE ${lockedUserSql('user_id', ids.users)} AND status = 'progress' GROUP BY user_id`)) as [
    { id: number; balance: string | number; coin_balance: string | number }[],
    { id: string | number; user_id: number; price: string | number; status: string; type: number }[],
    { id: string | number; user_id: number }[],
    { user_id: number; value: string | number }[],
  ];
  const items = new Map(
    itemRows.map((r) => [Number(r.id), { userId: r.user_id, price: Number(r.price), status: r.status, type: Number(r.type) }] as const),
  );
  return {
    balances: new Map(userRows.map((r) => [r.id, Number(r.balance)])),
    coinBalances: new Map(userRows.map((r) => [r.id, Number(r.coin_balance)])),
    items,
    held: new Set(seenRows.filter((r) => !items.has(Number(r.id))).map((r) => r.user_id)),
    values: new Map(valueRows.map((r) => [r.user_id, Number(r.value)])),
  };
}

export interface PlannedSale {
  userId: number;
  soldIds: number[];
  price: number;
  balance: number;
  ref: string;
}

/** Marks every sold item and credits every sale with its ledger row (running balance), then commits. */
export async function writeSellBatch(tx: ScriptTx, sales: PlannedSale[]): Promise<void> {
  if (sales.length === 0) {
    await tx.run('SELECT 1', { commit: true });
    return;
  }
  const wallet = entriesWriteSql({
    entries: entriesRelation(sales.map((s) => ({ userId: s.userId, currency: 'money', kind: 'credit', amount: s.price, reason: 'item_sell', ref: s.ref }))),
    shortfall: 'fail',
  });
  await tx.run(
    `WITH
    i AS (
      UPDATE inventory_items SET status = 'selled', timer_until = NULL, updated_at = now()
      WHERE id = ANY(${intArray(
        sales.flatMap((s) => s.soldIds),
        'bigint',
      )})
    ),
    ${wallet}
    SELECT 1`,
    { commit: true },
  );
}
