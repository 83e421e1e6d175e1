import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/index.js';
import { sessions, users } from '../db/schema/index.js';
import { AppError } from '../../core/app-error.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** The browser's first-party device id, when it sent one. */
  deviceId?: string | undefined;
}

export interface AuthContext {
  userId: number;
  sessionId: number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its opaque token; only the token's hash is stored. A banned player gets none and is told why. */
export async function createSession(db: DbOrTx, userId: number, meta: SessionMeta = {}): Promise<string> {
  const [user] = await db.select({ bannedAt: users.bannedAt, banReason: users.banReason }).from(users).where(eq(users.id, userId));
  if (user?.bannedAt) throw new AppError('banned', { reason: user.banReason ?? '' });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: meta.userAgent?.slice(0, 350) ?? null,
    ip: meta.ip ?? null,
  });
  return token;
}

/** The live session of a token, or null. */
export async function findSession(db: DbOrTx, token: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({ userId: sessions.userId, sessionId: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the user `userId` (an SQL expression) as seen, as a data-modifying statement: the users module
 * owns the row and writes it (its markSeenSql), handed in by the composition root.
 */
export type MarkSeen = (userId: SQL) => SQL;

/**
 * The live session of a token, marking its player as seen (`markSeen`)
 * in the same round trip: this runs on every authenticated request.
 */
export async function touchSession(db: DbOrTx, token: string, markSeen: MarkSeen): Promise<AuthContext | null> {
  const result = await db.execute(sql`
    WITH s AS (
      SELECT ${sessions.userId} AS user_id, ${sessions.id} AS id FROM ${sessions}
      WHERE ${sessions.tokenHash} = ${hashToken(token)} AND ${sessions.expiresAt} > now()
    ),
    seen AS (
      ${markSeen(sql`(SELECT user_id FROM s)`)}
    )
    SELECT user_id, id FROM s`);
  const [row] = (result as unknown as { rows: { user_id: number; id: number }[] }).rows;
  return row ? { userId: Number(row.user_id), sessionId: Number(row.id) } : null;
}

/** Ends the session of a token; returns its id, or null when there was none. */
export async function revokeSession(db: DbOrTx, token: string): Promise<number | null> {
  const rows = await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).returning({ id: sessions.id });
  return rows[0]?.id ?? null;
}

/** Ends every session of a user; returns their ids. */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Whether a session still exists and has not expired. */
export async function sessionExists(db: DbOrTx, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}

/**
 * Forgets sessions that ended before `before`, a batch at a time (a cascade takes their console sessions); returns how
 * many. Sessions cannot be partitioned (docs/decisions/064-partitioned-history.md): their ends are deleted as rows.
 */
export async function deleteEndedSessions(db: DbOrTx, before: Date, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const ended = db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, before)).limit(batch);
    const rows = await db.delete(sessions).where(inArray(sessions.id, ended)).returning({ id: sessions.id });
    total += rows.length;
    if (rows.length < batch) return total;
  }
}
