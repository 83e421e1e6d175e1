import type { Db } from '../../platform/db/index.js';
import { revokeSession, revokeUserSessions } from '../../platform/http/session-store.js';

/** Ends sessions on every node: the session cache and their live sockets. */
export type EndSessions = (sessionIds: readonly number[]) => Promise<void>;

/** Signs out the session of one token (no-op when it is already gone). */
export async function signOut(db: Db, endSessions: EndSessions, token: string): Promise<void> {
  const sessionId = await revokeSession(db, token);
  if (sessionId !== null) await endSessions([sessionId]);
}

/** "Sign out everywhere": ends every session of the player, this one included; returns how many ended. */
export async function signOutEverywhere(db: Db, endSessions: EndSessions, userId: number): Promise<number> {
  const sessionIds = await revokeUserSessions(db, userId);
  await endSessions(sessionIds);
  return sessionIds.length;
}
