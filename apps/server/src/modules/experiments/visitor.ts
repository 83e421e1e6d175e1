import { eq } from 'drizzle-orm';
import { levelForExp, type ExperimentAudience } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { experimentUnits, users } from '../../platform/db/schema/index.js';

/** Who asks for variants: the unit they are assigned by and who they are for targeting. */
export interface Visitor {
  unitId: string;
  audience: ExperimentAudience;
}


const deviceUnit = (deviceId: string) => `d:${deviceId}`;
const userUnit = (userId: number) => `u:${userId}`;

/**
 * Fixes the unit of a player seen signed in for the first time: the device they came from (so what they saw as a
 * guest stays after signing up), or their own id when that device already belongs to another player. Concurrent
 * first requests agree: each insert that loses finds the winner's row.
 */
async function linkPlayerUnit(db: DbOrTx, userId: number, deviceId: string): Promise<string> {
  for (const unitId of [deviceUnit(deviceId), userUnit(userId)]) {
    await db.insert(experimentUnits).values({ userId, unitId }).onConflictDoNothing();
    const [linked] = await db.select({ unitId: experimentUnits.unitId }).from(experimentUnits).where(eq(experimentUnits.userId, userId));
    if (linked) return linked.unitId;
  }
  return userUnit(userId);
}

/** The visitor of a request: a guest by their device, or a player by their unit, registration time and level. */
export async function resolveVisitor(db: DbOrTx, userId: number | null, deviceId: string): Promise<Visitor> {
  if (userId === null) return { unitId: deviceUnit(deviceId), audience: { kind: 'guest' } };
  // The player and their unit in one read: the unit is linked once, on the first signed-in request.
  const [user] = await db
    .select({ createdAt: users.createdAt, experience: users.experience, unitId: experimentUnits.unitId })
    .from(users)
    .leftJoin(experimentUnits, eq(experimentUnits.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return { unitId: deviceUnit(deviceId), audience: { kind: 'guest' } };
  const unitId = user.unitId ?? (await linkPlayerUnit(db, userId, deviceId));
  return { unitId, audience: { kind: 'player', registeredAt: user.createdAt, level: levelForExp(user.experience) } };
}
