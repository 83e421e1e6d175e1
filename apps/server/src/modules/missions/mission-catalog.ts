import { and, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import { levelForExp, MISSION_TYPES, type MissionType, type PrizeSpec } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { missions, userMissions, users } from '../../platform/db/schema/index.js';

type MissionRow = typeof missions.$inferSelect;

/** The live row of each type a player may take now: active, within its dates and the player's level band. */
async function offeredRows(db: DbOrTx, userId: number, now: Date): Promise<Map<string, MissionRow>> {
  const [user] = await db.select({ experience: users.experience }).from(users).where(eq(users.id, userId));
  const level = levelForExp(user?.experience ?? 0);
  const rows = await db
    .select()
    .from(missions)
    .where(
      and(
        isNull(missions.retiredAt),
        eq(missions.active, true),
        or(isNull(missions.startsAt), lte(missions.startsAt, now)),
        or(isNull(missions.endsAt), gt(missions.endsAt, now)),
        lte(missions.minLevel, level),
        or(isNull(missions.maxLevel), gte(missions.maxLevel, level)),
      ),
    );
  return new Map(rows.map((r) => [r.type, r]));
}

/**
 * The missions a player sees, each with the prize it pays that player: the row the player started on when
 * there is one (a console edit since then does not change it), else the row on offer now. Types neither
 * started nor on offer are left out.
 */
export async function missionsFor(db: DbOrTx, userId: number, now = new Date()): Promise<{ type: MissionType; missionId: number; prize: PrizeSpec }[]> {
  const offered = await offeredRows(db, userId, now);
  const started = await db
    .select({ type: userMissions.type, missionId: missions.id, prize: missions.prize })
    .from(userMissions)
    .innerJoin(missions, eq(missions.id, userMissions.missionId))
    .where(eq(userMissions.userId, userId));
  const pinned = new Map(started.map((r) => [r.type, r]));
  return MISSION_TYPES.flatMap((type) => {
    const row = pinned.get(type) ?? offered.get(type);
    return row ? [{ type, missionId: 'missionId' in row ? row.missionId : row.id, prize: row.prize }] : [];
  });
}

/** The mission of one type for a player (see `missionsFor`), or null when it is neither started nor on offer. */
export async function missionFor(db: DbOrTx, userId: number, type: MissionType, now = new Date()): Promise<{ missionId: number; prize: PrizeSpec } | null> {
  return (await missionsFor(db, userId, now)).find((m) => m.type === type) ?? null;
}
