import { and, desc, eq } from 'drizzle-orm';
import type { ItemStatus } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems, marketPurchases, withdrawals } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

/**
 * The trade offer of a player's item's latest withdrawal, with a link to it on Steam and the security code its message
 * carries. A market withdrawal's offer is the seller's (its latest purchase's trade): it carries no code of ours.
 */
export async function getTradeId(db: DbOrTx, userId: number, inventoryItemId: number) {
  const [item] = await db
    .select({ status: inventoryItems.status })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, inventoryItemId), eq(inventoryItems.userId, userId)));
  if (!item) throw new AppError('invalidItem', { id: inventoryItemId });
  const [latest] = await db
    .select({ id: withdrawals.id, offerId: withdrawals.offerId, provider: withdrawals.provider, securityCode: withdrawals.securityCode })
    .from(withdrawals)
    .where(eq(withdrawals.inventoryItemId, inventoryItemId))
    .orderBy(desc(withdrawals.id))
    .limit(1);
  if (latest?.provider === 'market') {
    const [purchase] = await db
      .select({ tradeId: marketPurchases.tradeId })
      .from(marketPurchases)
      .where(eq(marketPurchases.withdrawalId, latest.id))
      .orderBy(desc(marketPurchases.attempt))
      .limit(1);
    const tradeId = purchase?.tradeId ?? null;
    return { tradeId, status: item.status as ItemStatus, offerUrl: tradeId ? steamOfferUrl(tradeId) : null, securityCode: null, fromSeller: true };
  }
  const tradeId = latest?.offerId ?? null;
  return {
    tradeId,
    status: item.status as ItemStatus,
    offerUrl: tradeId && latest?.provider === 'steam' ? steamOfferUrl(tradeId) : null,
    securityCode: latest?.securityCode ?? null,
  };
}

const steamOfferUrl = (tradeId: string) => `https://steamcommunity.com/tradeoffer/${tradeId}/`;
