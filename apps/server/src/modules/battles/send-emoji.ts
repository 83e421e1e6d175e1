import { and, eq } from 'drizzle-orm';
import { BATTLE_EVENTS, type BattleEmoji, type BattleEmojiResponse } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { battleMembers } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { requireBattleAccess } from './battle-access.js';
import { publishToBattleOf } from './battle-events.js';
import { findBattle } from './battle-rows.js';

/** `POST /old/emoji`: a member sends one of the fixed emoji to everyone watching the battle. */
export async function sendEmoji(db: Db, realtime: Realtime, userId: number, ulid: string, content: BattleEmoji): Promise<BattleEmojiResponse> {
  const battle = await findBattle(db, ulid);
  await requireBattleAccess(db, battle, userId);
  const [member] = await db
    .select({ id: battleMembers.id })
    .from(battleMembers)
    .where(and(eq(battleMembers.battleId, battle.id), eq(battleMembers.userId, userId)));
  if (!member) throw new AppError('battle_not_member');
  if (battle.status === 'cancelled') throw new AppError('battle_wrong_status', { status: battle.status });
  const message = { battleUlid: battle.ulid, content, memberId: member.id };
  await publishToBattleOf(db, realtime, battle, { event: BATTLE_EVENTS.emoji, ...message });
  return message;
}
