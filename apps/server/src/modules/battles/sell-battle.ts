import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { battleDrops, inventoryItems } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { sellItems, type SaleResult } from '../inventory/sell-items.js';
import { requireBattleAccess } from './battle-access.js';
import { findBattle } from './battle-rows.js';

/** `POST /old/sell`: sells, in one call, every item the player won in the battle and still holds. */
export async function sellBattleWinnings(db: Db, userId: number, ulid: string): Promise<SaleResult> {
  const battle = await findBattle(db, ulid);
  await requireBattleAccess(db, battle, userId);
  if (battle.status !== 'finished') throw new AppError('battle_wrong_status', { status: battle.status });
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(battleDrops)
    .innerJoin(inventoryItems, eq(inventoryItems.id, battleDrops.inventoryItemId))
    .where(and(eq(battleDrops.battleId, battle.id), isNotNull(battleDrops.inventoryItemId), eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'progress')));
  if (rows.length === 0) throw new AppError('battle_nothing_to_sell');
  return sellItems(db, userId, { ids: rows.map((r) => r.id) });
}
