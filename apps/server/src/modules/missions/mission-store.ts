import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { MISSION_PROGRESS, type FastMission, type Game, type MissionType, type PrizeView } from '@tastydrop/domain';
import texts from '@tastydrop/domain/locales/ru/missions.json' with { type: 'json' };
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { userMissions } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { payPrize, presentPrize } from '../rewards/free-case-gifts.js';
import { lockPerson } from '../risk/account-signals.js';
import { missionFor, missionsFor } from './mission-catalog.js';

function presentMission(type: MissionType, progress: number, prize: PrizeView): FastMission {
  return { type, name: texts[type].name, description: texts[type].description, prize: prize.kind === 'coins' ? prize.amount : 0, prizeData: prize, progress };
}

/** Every mission the player has on offer or has started, with the player's progress (0 for ones never started). */
export async function listMissions(db: DbOrTx, game: Game, userId: number): Promise<FastMission[]> {
  const rows = await db.select({ type: userMissions.type, progress: userMissions.progress }).from(userMissions).where(eq(userMissions.userId, userId));
  const progress = new Map(rows.map((r) => [r.type, r.progress]));
  const offered = await missionsFor(db, userId);
  const prizes = await Promise.all(offered.map((m) => presentPrize(db, game, m.prize)));
  return offered.map((m, i) => presentMission(m.type, progress.get(m.type) ?? 0, prizes[i]!));
}

/** The mission the player has on offer or has started; one that is neither is not found. */
async function offeredMission(db: DbOrTx, userId: number, type: MissionType) {
  const mission = await missionFor(db, userId, type);
  if (!mission) throw new AppError('dataNotFound');
  return mission;
}

export async function getMission(db: DbOrTx, game: Game, userId: number, type: MissionType): Promise<FastMission> {
  const mission = await offeredMission(db, userId, type);
  const [row] = await db
    .select({ progress: userMissions.progress })
    .from(userMissions)
    .where(and(eq(userMissions.userId, userId), eq(userMissions.type, type)));
  return presentMission(type, row?.progress ?? 0, await presentPrize(db, game, mission.prize));
}

/** Moves a mission forward to `progress` (never back, never to done: completion pays); the first step pins the mission row. */
export async function advanceMission(db: DbOrTx, userId: number, type: MissionType, progress: number, pendingEmail?: string): Promise<void> {
  const step = Math.min(progress, MISSION_PROGRESS.pending);
  const mission = await offeredMission(db, userId, type);
  await db
    .insert(userMissions)
    .values({ userId, type, progress: step, pendingEmail: pendingEmail ?? null, missionId: mission.missionId })
    .onConflictDoUpdate({
      target: [userMissions.userId, userMissions.type],
      set: {
        progress: sql`greatest(${userMissions.progress}, ${step})`,
        missionId: sql`coalesce(${userMissions.missionId}, ${mission.missionId})`,
        ...(pendingEmail !== undefined ? { pendingEmail } : {}),
        updatedAt: sql`now()`,
      },
      setWhere: lt(userMissions.progress, MISSION_PROGRESS.done),
    });
}

async function doneByAnother(tx: DbOrTx, others: number[], type: MissionType): Promise<boolean> {
  const [row] = await tx
    .select({ userId: userMissions.userId })
    .from(userMissions)
    .where(and(inArray(userMissions.userId, others), eq(userMissions.type, type), eq(userMissions.progress, MISSION_PROGRESS.done)))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks a mission done and pays its prize (coins, money or a free case), once: the conditional
 * update admits one completion (concurrent ones wait on the row and find it done), and the credit
 * or grant carries the mission's idempotency key as a second guard. The prize is the one of the mission
 * row the player started on. Null when it was already done, or the mission is not on offer. Once per person: when an
 * account of the same person completed it, it is done (and `extra` runs) but pays nothing ('linked').
 */
export async function completeMission(
  db: Db,
  game: Game,
  userId: number,
  type: MissionType,
  extra?: (tx: DbOrTx) => Promise<void>,
): Promise<MissionCompletion | null> {
  return db.transaction(async (tx) => {
    const mission = await missionFor(tx, userId, type);
    if (!mission) return null;
    // Once per person (docs/decisions/058): a mission an account of the same person completed pays nothing again.
    const group = await lockPerson(tx, `mission:${type}`, userId);
    const linked = group.length > 1 && (await doneByAnother(tx, group.slice(1), type));
    await tx.insert(userMissions).values({ userId, type, progress: 0, missionId: mission.missionId }).onConflictDoNothing();
    const [row] = await tx
      .update(userMissions)
      .set({ progress: MISSION_PROGRESS.done, claimedAt: sql`now()`, updatedAt: sql`now()`, missionId: sql`coalesce(${userMissions.missionId}, ${mission.missionId})` })
      .where(and(eq(userMissions.userId, userId), eq(userMissions.type, type), lt(userMissions.progress, MISSION_PROGRESS.done)))
      .returning({ userId: userMissions.userId });
    if (!row) return null;
    await extra?.(tx);
    if (linked) return 'linked';
    const key = `mission:${userId}:${type}`;
    await payPrize(tx, { userId, game, prize: mission.prize, source: 'mission', key, reason: 'mission_prize', ref: `mission:${type}` });
    return 'paid';
  });
}

/** How a completion ended: the prize paid, or nothing paid because an account of the same person had it. */
export type MissionCompletion = 'paid' | 'linked';

export function missionDoneMessage(completion: MissionCompletion = 'paid'): string {
  return completion === 'linked' ? texts.messages.doneLinked : texts.messages.done;
}

export function missionText(key: keyof typeof texts.messages): string {
  return texts.messages[key];
}

export function assertOwnMission(authUserId: number, userId: number): void {
  if (authUserId !== userId) throw new AppError('forbidden');
}
