import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ItemStatus } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems } from '../../platform/db/schema/index.js';
import { sqlText } from '../../platform/db/sql-text.js';
import type { ConsumedStatus } from './consume-items.js';

/**
 * Status changes of items in play (docs/decisions/008-inventory.md, 053-one-owner-per-table.md):
 * each use case that moves an item calls one of these with its own transaction. Callers hold the
 * items' row locks (or the statement's conditions keep the move safe without them).
 */

const i = inventoryItems;

/** Puts the items back in play (status progress): a battle's items an older version created hidden. */
export async function releaseItems(tx: DbOrTx, ids: readonly number[], now: Date): Promise<void> {
  await tx
    .update(i)
    .set({ status: 'progress', updatedAt: now })
    .where(inArray(i.id, [...ids]));
}

/** Marks an opened pack unpacked. */
export async function markUnpacked(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(i).set({ status: 'unpacked', updatedAt: sql`now()` }).where(eq(i.id, id));
}

/** Marks an item given up in the skin exchange EXCHANGED. */
export async function markExchanged(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(i).set({ status: 'EXCHANGED', updatedAt: sql`now()` }).where(eq(i.id, id));
}

/** Puts the available (progress) ones of the items on their way out: PREPARING, with the withdrawal's timer (none while held for review). */
export async function markWithdrawing(tx: DbOrTx, ids: readonly number[], timerUntil: Date | null): Promise<void> {
  await tx
    .update(i)
    .set({ status: 'PREPARING', timerUntil, updatedAt: sql`now()` })
    .where(and(inArray(i.id, [...ids]), eq(i.status, 'progress')));
}

/** Moves an item to `to` with the given timer (null: none runs), only if it is in one of `from`. */
export async function moveItem(tx: DbOrTx, id: number, move: { to: ItemStatus; from: readonly ItemStatus[]; timerUntil: Date | null; now: Date }): Promise<void> {
  await tx
    .update(i)
    .set({ status: move.to, timerUntil: move.timerUntil, updatedAt: move.now })
    .where(and(eq(i.id, id), inArray(i.status, [...move.from])));
}

/** Starts the item's withdrawal timer over, to end at `timerUntil`. */
export async function restartItemTimer(tx: DbOrTx, id: number, timerUntil: Date, now: Date): Promise<void> {
  await tx.update(i).set({ timerUntil, updatedAt: now }).where(eq(i.id, id));
}

/** The update of a statement that sells items, for a data-modifying CTE: `ids` a bigint[] expression. */
export function markSoldSql(ids: SQL): SQL {
  return sqlText`UPDATE ${i} SET ${i.status} = 'selled', ${i.timerUntil} = NULL, ${i.updatedAt} = now() WHERE ${i.id} = ANY(${ids})`;
}

/** The update of a statement that stakes items (an upgrade, a contract), for a data-modifying CTE: `ids` a bigint[] expression. */
export function consumeItemsSql(ids: SQL, status: ConsumedStatus): SQL {
  const to = status === 'to_upgrade' ? sqlText`'to_upgrade'` : sqlText`'to_contract'`;
  return sqlText`UPDATE ${i} SET ${i.status} = ${to}, ${i.updatedAt} = now() WHERE ${i.id} = ANY(${ids})`;
}
