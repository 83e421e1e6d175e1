import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { missions } from '../../platform/db/schema/index.js';

export type MissionDefinition = Omit<typeof missions.$inferInsert, 'id' | 'retiredAt' | 'createdAt'>;

/** Adds a mission definition (a successor when it names the one it replaces); returns its id. */
export async function addMission(tx: Tx, row: MissionDefinition): Promise<number> {
  const [created] = await tx.insert(missions).values(row).returning({ id: missions.id });
  return created!.id;
}

/** Retires a mission: no longer offered, while players who started it keep their progress on it. */
export async function retireMission(tx: Tx, id: number): Promise<void> {
  await tx.update(missions).set({ retiredAt: new Date() }).where(eq(missions.id, id));
}

/** Offers a live mission or stops offering it. */
export async function setMissionOffered(tx: Tx, id: number, active: boolean): Promise<void> {
  await tx.update(missions).set({ active }).where(eq(missions.id, id));
}
