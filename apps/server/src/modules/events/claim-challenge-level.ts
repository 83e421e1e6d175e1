import { toWire, type ChallengePrize } from '@tastydrop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { battlePassClaims, battlePassLevels, eventUsers, inventoryItems, items, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { credit } from '../wallet/wallet.js';
import type { EventRow } from './current-event.js';

/**
 * POST /v1/event/challenge/prize/{level}: gives a reached level's reward once. The claim row's primary
 * key (event, player, level) is inserted first in the transaction; a concurrent claim waits on it and
 * then finds it taken, so twenty simultaneous claims give one reward.
 */
export async function claimChallengeLevel(db: Db, event: EventRow, userId: number, level: number): Promise<ChallengePrize> {
  return db.transaction(async (tx) => {
    const [lvl] = await tx.select().from(battlePassLevels).where(and(eq(battlePassLevels.eventId, event.id), eq(battlePassLevels.level, level)));
    if (!lvl) throw new AppError('dataNotFound');
    const [stats] = await tx
      .select({ coinsEarned: eventUsers.coinsEarned })
      .from(eventUsers)
      .where(and(eq(eventUsers.eventId, event.id), eq(eventUsers.userId, userId)));
    if ((stats?.coinsEarned ?? 0) < lvl.cost) throw new AppError('challenge_level_not_reached', { level });
    const [claim] = await tx.insert(battlePassClaims).values({ eventId: event.id, userId, level }).onConflictDoNothing().returning({ level: battlePassClaims.level });
    if (!claim) throw new AppError('challenge_already_claimed', { level });

    const key = `bp-level:${event.id}:${userId}:${level}`;
    if (lvl.rewardCoins > 0) await credit(tx, { userId, currency: 'coins', amount: lvl.rewardCoins, reason: 'battle_pass_level', ref: key, idempotencyKey: `${key}:coins` });
    if (lvl.rewardMoney > 0) await credit(tx, { userId, currency: 'money', amount: lvl.rewardMoney, reason: 'battle_pass_level', ref: key, idempotencyKey: `${key}:money` });
    const given: ChallengePrize['cases'] = [];
    if (lvl.rewardItems.length > 0) {
      const rows = await tx.select().from(items).where(inArray(items.id, lvl.rewardItems));
      for (const itemId of lvl.rewardItems) {
        const item = rows.find((r) => r.id === itemId);
        if (!item) continue;
        const [inv] = await tx.insert(inventoryItems).values({ userId, itemId, price: item.price, source: 'Case' }).returning({ id: inventoryItems.id });
        given.push({ name: item.slug, inventoryItemId: inv!.id, itemName: item.name });
      }
    }
    const [balances] = await tx.select({ balance: users.balance, coinBalance: users.coinBalance }).from(users).where(eq(users.id, userId));
    return {
      level,
      prizeType: given.length > 0 ? 'case' : lvl.rewardMoney > 0 ? 'gold' : 'coins',
      money: toWire(lvl.rewardMoney),
      coins: toWire(lvl.rewardCoins),
      cases: given,
      balance: toWire(balances!.balance),
      coinBalance: toWire(balances!.coinBalance),
    };
  });
}
