import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { battleMembers } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { BattleRow } from './battle-rows.js';

/** Bytes of randomness in a private battle's invite secret (192 bits). */
const INVITE_BYTES = 24;

/** A fresh invite secret for a private battle's share link. */
export function newInviteSecret(): string {
  return randomBytes(INVITE_BYTES).toString('base64url');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares an offered invite with the stored one in time that does not depend on where they differ. */
function inviteMatches(stored: string | null, offered: string | undefined): boolean {
  if (!stored || !offered) return false;
  return timingSafeEqual(digest(stored), digest(offered));
}

async function isMember(db: DbOrTx, battleId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: battleMembers.id })
    .from(battleMembers)
    .where(and(eq(battleMembers.battleId, battleId), eq(battleMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * A private battle exists only for its members and for whoever holds its invite: anyone else
 * gets battle_not_found, exactly as for a battle that does not exist. Public battles are open.
 */
export async function requireBattleAccess(db: DbOrTx, battle: BattleRow, userId: number | null, invite?: string): Promise<void> {
  if (!battle.isPrivate) return;
  if (inviteMatches(battle.inviteSecret, invite)) return;
  if (userId !== null && (await isMember(db, battle.id, userId))) return;
  throw new AppError('battle_not_found');
}
