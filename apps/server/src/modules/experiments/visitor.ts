import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { levelForExp, type ExperimentAudience } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { experimentUnits, users } from '../../platform/db/schema/index.js';

/** Who asks for variants: the unit they are assigned by and who they are for targeting. */
export interface Visitor {
  unitId: string;
  audience: ExperimentAudience;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** A device cookie's value as sent, or null when it is missing or not one we set. */
export function validDeviceId(value: string | undefined): string | null {
  return value !== undefined && DEVICE_ID.test(value) ? value : null;
}

/** A new device id: 128 random bits. */
export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

export const deviceUnit = (deviceId: string) => `d:${deviceId}`;
const userUnit = (userId: number) => `u:${userId}`;

/**
 * The unit a player is assigned by, fixed the first time they are seen signed in: the device they came from (so
 * what they saw as a guest stays after signing up), or their own id when that device already belongs to another
 * player. Concurrent first requests agree: each insert that loses finds the winner's row.
 */
export async function playerUnit(db: DbOrTx, userId: number, deviceId: string): Promise<string> {
  const read = async () => (await db.select({ unitId: experimentUnits.unitId }).from(experimentUnits).where(eq(experimentUnits.userId, userId)))[0]?.unitId;
  const known = await read();
  if (known) return known;
  for (const unitId of [deviceUnit(deviceId), userUnit(userId)]) {
    await db.insert(experimentUnits).values({ userId, unitId }).onConflictDoNothing();
    const linked = await read();
    if (linked) return linked;
  }
  return userUnit(userId);
}

/** The visitor of a request: a guest by their device, or a player by their unit, registration time and level. */
export async function resolveVisitor(db: DbOrTx, userId: number | null, deviceId: string): Promise<Visitor> {
  if (userId === null) return { unitId: deviceUnit(deviceId), audience: { kind: 'guest' } };
  const [user] = await db.select({ createdAt: users.createdAt, experience: users.experience }).from(users).where(eq(users.id, userId));
  if (!user) return { unitId: deviceUnit(deviceId), audience: { kind: 'guest' } };
  return { unitId: await playerUnit(db, userId, deviceId), audience: { kind: 'player', registeredAt: user.createdAt, level: levelForExp(user.experience) } };
}
