import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { battleSpectators } from '../../platform/db/schema/index.js';
import { requireBattleAccess } from './battle-access.js';
import { findBattle } from './battle-rows.js';

/** A viewer that has not said `open` again for this long no longer counts. */
const SPECTATOR_TTL_MS = 10 * 60_000;

/** `POST /old/open` and `/old/close`: a viewer starts or stops watching; answers the spectator count. */
export interface Viewer {
  /** The signed-in player, if any (a member may watch a private battle without its invite). */
  userId: number | null;
  /** The player or the address, as counted. */
  key: string;
  invite?: string | undefined;
}

export async function setSpectating(db: Db, ulid: string, viewer: Viewer, watching: boolean, now: Date = new Date()): Promise<{ spectators: number; battleId: number }> {
  const battle = await findBattle(db, ulid);
  await requireBattleAccess(db, battle, viewer.userId, viewer.invite);
  if (watching) {
    await db
      .insert(battleSpectators)
      .values({ battleId: battle.id, viewer: viewer.key, seenAt: now })
      .onConflictDoUpdate({ target: [battleSpectators.battleId, battleSpectators.viewer], set: { seenAt: now } });
  } else {
    await db.delete(battleSpectators).where(and(eq(battleSpectators.battleId, battle.id), eq(battleSpectators.viewer, viewer.key)));
  }
  await db.delete(battleSpectators).where(and(eq(battleSpectators.battleId, battle.id), lt(battleSpectators.seenAt, new Date(now.getTime() - SPECTATOR_TTL_MS))));
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(battleSpectators)
    .where(eq(battleSpectators.battleId, battle.id));
  return { spectators: row?.n ?? 0, battleId: battle.id };
}
