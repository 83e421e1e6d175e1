import { toWire, type BattlePass, type BattlePassLevel } from '@tastydrop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { battlePassClaims, battlePassLevels, battlePassTaskProgress, battlePassTasks } from '../../platform/db/schema/index.js';
import { eventUserStats, type EventRow } from './current-event.js';
import { loadLevelRewardCases } from './level-reward-cases.js';

const CHALLENGE_ICONS = { coin: '/static/event/coin.svg', rare: '/static/event/rare.svg', ultra: '/static/event/ultra.svg', case: '/static/event/case.svg' };

/** The level a player is earning: the first whose cost they have not reached (0 when all are reached). */
function currentLevelOf(levels: { level: number; cost: number }[], coinsEarned: number): number {
  return levels.find((l) => coinsEarned < l.cost)?.level ?? 0;
}

/**
 * GET /v1/challenge, the battle pass response. `active`: reached; `done`: claimed;
 * `current`: being earned. Guests see every level locked, no tasks and zero coins.
 */
export async function getBattlePass(db: DbOrTx, event: EventRow, userId: number | null): Promise<BattlePass> {
  const levels = await db.select().from(battlePassLevels).where(eq(battlePassLevels.eventId, event.id)).orderBy(asc(battlePassLevels.level));
  const stats = userId === null ? { coinsEarned: 0, tickets: 0 } : await eventUserStats(db, event.id, userId);
  const claimed =
    userId === null
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ level: battlePassClaims.level })
              .from(battlePassClaims)
              .where(and(eq(battlePassClaims.eventId, event.id), eq(battlePassClaims.userId, userId)))
          ).map((r) => r.level),
        );
  const tasks = userId === null ? [] : await db.select().from(battlePassTasks).where(eq(battlePassTasks.eventId, event.id)).orderBy(asc(battlePassTasks.id));
  const progress =
    userId === null || tasks.length === 0
      ? new Map<number, number>()
      : new Map(
          (
            await db
              .select({ taskId: battlePassTaskProgress.taskId, progress: battlePassTaskProgress.progress })
              .from(battlePassTaskProgress)
              .where(and(eq(battlePassTaskProgress.userId, userId), inArray(battlePassTaskProgress.taskId, tasks.map((t) => t.id))))
          ).map((r) => [r.taskId, r.progress]),
        );
  const rewardCase = await loadLevelRewardCases(db, levels.flatMap((l) => l.rewardCases));
  const current = userId === null ? 0 : currentLevelOf(levels, stats.coinsEarned);

  const out: BattlePassLevel[] = levels.map((l) => ({
    level: l.level,
    cost: toWire(l.cost),
    active: userId !== null && stats.coinsEarned >= l.cost,
    current: userId !== null && l.level === current,
    done: claimed.has(l.level),
    balanceData: { coins: toWire(l.rewardCoins), money: toWire(l.rewardMoney) },
    caseData: l.rewardCases.flatMap((reward) => {
      const found = rewardCase(reward);
      return found ? [{ amount: found.amount, img: found.img, url: found.url, name: found.name }] : [];
    }),
    tasks: tasks
      .filter((t) => t.level === l.level)
      .map((t) => {
        const spend = t.type === 'spend';
        const value = Math.min(progress.get(t.id) ?? 0, t.goal);
        return {
          id: t.id,
          description: t.description,
          progressData: { current: spend ? toWire(value) : value, end: spend ? toWire(t.goal) : t.goal },
          reward: { money: toWire(t.rewardMoney), cases: [], coins: toWire(t.rewardCoins) },
          task: { type: t.type, options: { ids: t.caseIds, names: [] } },
        };
      }),
  }));
  return {
    levels: out,
    challengeProgressGradient: event.look.challengeCardGradient,
    challengeIcons: CHALLENGE_ICONS,
    currentCoins: toWire(stats.coinsEarned),
  };
}
