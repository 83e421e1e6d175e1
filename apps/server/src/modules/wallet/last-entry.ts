import type { DbOrTx } from '../../platform/db/index.js';
import { ownerRowsDescending } from '../../platform/db/owner-rows.js';
import { ledger } from '../../platform/db/schema/index.js';

/** The id of a player's latest ledger entry (0 without one): one entry of `ledger_user_id_idx`, however long their history. */
export async function lastLedgerEntryId(db: DbOrTx, userId: number): Promise<number> {
  const latest = ownerRowsDescending(ledger.userId, userId, ledger.id);
  const [row] = await db
    .select({ id: ledger.id })
    .from(ledger)
    .where(latest.where)
    .orderBy(...latest.orderBy)
    .limit(1);
  return row?.id ?? 0;
}
