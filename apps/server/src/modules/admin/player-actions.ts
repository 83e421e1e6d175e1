import type { AuditAction } from '@tastydrop/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { revokeUserSessions } from '../../platform/http/session-store.js';
import { banUser, clearTradeLink, setBoardExcluded, unbanUser } from '../users/moderate-user.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

type UserRow = typeof users.$inferSelect;

/** Locks the player, applies a change, writes the audit row; all in one transaction. */
async function changePlayer<T>(
  db: Db,
  actor: ConsoleActor,
  userId: number,
  action: AuditAction,
  reason: string | null,
  apply: (tx: Tx, user: UserRow) => Promise<{ before: unknown; after: unknown; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
    if (!user || user.isFake || user.isBot) throw new AppError('userNotFound');
    const { before, after, result } = await apply(tx, user);
    await recordAudit(tx, actor, { action, target: `user:${userId}`, before, after, reason });
    return result;
  });
}

/** Bans a player with a reason they are shown, ending all their sessions; returns the ended session ids. */
export function banPlayer(db: Db, actor: ConsoleActor, userId: number, reason: string): Promise<number[]> {
  return changePlayer(db, actor, userId, 'player.ban', reason, async (tx, user) => {
    await banUser(tx, userId, reason);
    const ended = await revokeUserSessions(tx, userId);
    return { before: { banned: user.bannedAt !== null, banReason: user.banReason }, after: { banned: true, banReason: reason }, result: ended };
  });
}

export function unbanPlayer(db: Db, actor: ConsoleActor, userId: number, reason: string): Promise<void> {
  return changePlayer(db, actor, userId, 'player.unban', reason, async (tx, user) => {
    await unbanUser(tx, userId);
    return { before: { banned: user.bannedAt !== null, banReason: user.banReason }, after: { banned: false }, result: undefined };
  });
}

/** Ends every session of a player; returns their ids. */
export function endPlayerSessions(db: Db, actor: ConsoleActor, userId: number, reason: string | null): Promise<number[]> {
  return changePlayer(db, actor, userId, 'player.end_sessions', reason, async (tx) => {
    const ended = await revokeUserSessions(tx, userId);
    return { before: { sessions: ended.length }, after: { sessions: 0 }, result: ended };
  });
}

export function resetTradeLink(db: Db, actor: ConsoleActor, userId: number, reason: string | null): Promise<void> {
  return changePlayer(db, actor, userId, 'player.reset_trade_link', reason, async (tx, user) => {
    await clearTradeLink(tx, userId);
    return { before: { tradeUrl: user.tradeUrl }, after: { tradeUrl: null }, result: undefined };
  });
}

/** Streamer and test accounts stay off the leaderboards. */
export function setBoardExclusion(db: Db, actor: ConsoleActor, userId: number, excluded: boolean, reason: string | null): Promise<void> {
  return changePlayer(db, actor, userId, 'player.board_exclusion', reason, async (tx, user) => {
    await setBoardExcluded(tx, userId, excluded);
    return { before: { boardExcluded: user.boardExcluded }, after: { boardExcluded: excluded }, result: undefined };
  });
}
