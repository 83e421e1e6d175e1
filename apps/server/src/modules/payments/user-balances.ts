import { and, eq, sql } from 'drizzle-orm';
import { toWire } from '@tastydrop/domain';
import type { DbOrTx } from '../../db/index.js';
import { inventoryItems, users } from '../../db/schema/index.js';
import type { Realtime } from '../../realtime/hub.js';

/** The header balances of a player, in wire form. */
async function userBalances(db: DbOrTx, userId: number): Promise<{ balance: number; coinBalance: number; totalAmountItems: number }> {
  const [user] = await db.select({ balance: users.balance, coinBalance: users.coinBalance }).from(users).where(eq(users.id, userId));
  const [items] = await db
    .select({ sum: sql<number>`coalesce(sum(${inventoryItems.price}), 0)::bigint` })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'progress')));
  return { balance: toWire(user?.balance ?? 0), coinBalance: toWire(user?.coinBalance ?? 0), totalAmountItems: toWire(Number(items?.sum ?? 0)) };
}

/** Tells the player's open pages their new balances (first_channel `balance`); a failed publish only logs. */
export async function publishBalances(db: DbOrTx, realtime: Realtime, userId: number, log: { warn: (o: object, m: string) => void }): Promise<void> {
  try {
    await realtime.publishToUser(userId, { event: 'balance', ...(await userBalances(db, userId)) });
  } catch (err) {
    log.warn({ err }, 'balance publish failed');
  }
}
