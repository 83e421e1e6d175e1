import { toWire, type ChallengePrize } from '@tastydrop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { battlePassClaims, battlePassLevels, eventUsers, users } from '../../platform/db/schema/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../core/app-error.js';
import { grantFreeCase } from '../rewards/grant-free-case.js';
import { credit } from '../wallet/wallet.js';
import type { EventRow } from './current-event.js';
import { loadLevelRewardCases } from './level-reward-cases.js';

/**
 * POST /v1/event/challenge/prize/{level}: gives a reached level's reward once: coins, money and free
 * opens of cases (rare and ultra levels). The claim row's primary key (event, player, level) is inserted
 * first in the transaction; a concurrent claim waits on it and then finds it taken, so twenty simultaneous
 * claims give one reward. Every credit and grant also carries its own key per player and level. The reward
 * is the level row read first, and the claim names the pass version that wrote it: a version published while
 * the claim runs changes nothing the claim gives.
 */
export async function claimChallengeLevel(db: Db, event: EventRow, userId: number, level: number): Promise<ChallengePrize> {
  return withTransaction(db, async (tx) => {
    const [lvl] = await tx.select().from(battlePassLevels).where(and(eq(battlePassLevels.eventId, event.id), eq(battlePassLevels.level, level)));
    if (!lvl) throw new AppError('dataNotFound');
    const [stats] = await tx
      .select({ coinsEarned: eventUsers.coinsEarned })
      .from(eventUsers)
      .where(and(eq(eventUsers.eventId, event.id), eq(eventUsers.userId, userId)));
    if ((stats?.coinsEarned ?? 0) < lvl.cost) throw new AppError('challenge_level_not_reached', { level });
    const [claim] = await tx.insert(battlePassClaims).values({ eventId: event.id, userId, level, contentVersion: lvl.contentVersion }).onConflictDoNothing().returning({ level: battlePassClaims.level });
    if (!claim) throw new AppError('challenge_already_claimed', { level });

    const key = `bp-level:${event.id}:${userId}:${level}`;
    if (lvl.rewardCoins > 0) await credit(tx, { userId, currency: 'coins', amount: lvl.rewardCoins, reason: 'battle_pass_level', ref: key, idempotencyKey: `${key}:coins` });
    if (lvl.rewardMoney > 0) await credit(tx, { userId, currency: 'money', amount: lvl.rewardMoney, reason: 'battle_pass_level', ref: key, idempotencyKey: `${key}:money` });
    const given: ChallengePrize['cases'] = [];
    const present = await loadLevelRewardCases(tx, lvl.rewardCases);
    for (const reward of lvl.rewardCases) {
      const found = present(reward);
      if (!found) continue;
      const granted = await grantFreeCase(tx, { userId, caseId: found.caseId, source: 'event', opens: reward.opens, key: `${key}:case:${found.caseId}` });
      if (granted) given.push({ caseId: found.caseId, name: found.slug, title: found.name, img: found.img, amount: found.amount });
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
