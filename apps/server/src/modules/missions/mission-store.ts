import { and, eq, lt, sql } from 'drizzle-orm';
import { MISSION_PRIZES, MISSION_PROGRESS, MISSION_TYPES, type FastMission, type Game, type MissionType, type PrizeView } from '@tastydrop/domain';
import texts from '@tastydrop/domain/locales/ru/missions.json' with { type: 'json' };
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { userMissions } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { payPrize, presentPrize } from '../rewards/free-case-gifts.js';

function presentMission(type: MissionType, progress: number, prize: PrizeView): FastMission {
  return { type, name: texts[type].name, description: texts[type].description, prize: prize.kind === 'coins' ? prize.amount : 0, prizeData: prize, progress };
}

/** Every mission with the player's progress (0 for ones never started). */
export async function listMissions(db: DbOrTx, game: Game, userId: number): Promise<FastMission[]> {
  const rows = await db.select({ type: userMissions.type, progress: userMissions.progress }).from(userMissions).where(eq(userMissions.userId, userId));
  const progress = new Map(rows.map((r) => [r.type, r.progress]));
  const prizes = await Promise.all(MISSION_TYPES.map((type) => presentPrize(db, game, MISSION_PRIZES[type])));
  return MISSION_TYPES.map((type, i) => presentMission(type, progress.get(type) ?? 0, prizes[i]!));
}

export async function getMission(db: DbOrTx, game: Game, userId: number, type: MissionType): Promise<FastMission> {
  const [row] = await db
    .select({ progress: userMissions.progress })
    .from(userMissions)
    .where(and(eq(userMissions.userId, userId), eq(userMissions.type, type)));
  return presentMission(type, row?.progress ?? 0, await presentPrize(db, game, MISSION_PRIZES[type]));
}

/** Moves a mission forward to `progress` (never back, never to done: completion pays). */
export async function advanceMission(db: DbOrTx, userId: number, type: MissionType, progress: number, pendingEmail?: string): Promise<void> {
  const step = Math.min(progress, MISSION_PROGRESS.pending);
  await db
    .insert(userMissions)
    .values({ userId, type, progress: step, pendingEmail: pendingEmail ?? null })
    .onConflictDoUpdate({
      target: [userMissions.userId, userMissions.type],
      set: {
        progress: sql`greatest(${userMissions.progress}, ${step})`,
        ...(pendingEmail !== undefined ? { pendingEmail } : {}),
        updatedAt: sql`now()`,
      },
      setWhere: lt(userMissions.progress, MISSION_PROGRESS.done),
    });
}

/**
 * Marks a mission done and pays its prize (coins, money or a free case), once: the conditional
 * update admits one completion (concurrent ones wait on the row and find it done), and the credit
 * or grant carries the mission's idempotency key as a second guard. False when it was already done.
 */
export async function completeMission(db: Db, game: Game, userId: number, type: MissionType, extra?: (tx: DbOrTx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.insert(userMissions).values({ userId, type, progress: 0 }).onConflictDoNothing();
    const [row] = await tx
      .update(userMissions)
      .set({ progress: MISSION_PROGRESS.done, claimedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(userMissions.userId, userId), eq(userMissions.type, type), lt(userMissions.progress, MISSION_PROGRESS.done)))
      .returning({ userId: userMissions.userId });
    if (!row) return false;
    await extra?.(tx);
    const key = `mission:${userId}:${type}`;
    await payPrize(tx, { userId, game, prize: MISSION_PRIZES[type], source: 'mission', key, reason: 'mission_prize', ref: `mission:${type}` });
    return true;
  });
}

export function missionDoneMessage(): string {
  return texts.messages.done;
}

export function missionText(key: keyof typeof texts.messages): string {
  return texts.messages[key];
}

export function assertOwnMission(authUserId: number, userId: number): void {
  if (authUserId !== userId) throw new AppError('forbidden');
}
