import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { battleMembers, battles, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { credit } from '../wallet/wallet.js';
import { requireBattleAccess } from './battle-access.js';
import { lockBattle, type BattleRow } from './battle-rows.js';
import { battleRef, membersOf } from './members.js';

/** `POST /old/leave`: a member gives up their seat before the start and gets the stake back. */
export async function leaveBattle(db: Db, userId: number, ulid: string): Promise<{ balance: number }> {
  return db.transaction(async (tx) => {
    const battle = await lockBattle(tx, ulid);
    await requireBattleAccess(tx, battle, userId);
    const [member] = await tx.select().from(battleMembers).where(and(eq(battleMembers.battleId, battle.id), eq(battleMembers.userId, userId)));
    if (!member) throw new AppError('battle_not_member');
    if (battle.status !== 'created') throw new AppError('battle_wrong_status', { status: battle.status });
    if (battle.creatorId === userId) throw new AppError('battle_creator_cannot_leave');
    await tx.delete(battleMembers).where(eq(battleMembers.id, member.id));
    const balance = await credit(tx, {
      userId,
      currency: 'money',
      amount: member.stake,
      reason: 'battle_refund',
      ref: battleRef(ulid),
      idempotencyKey: `${battleRef(ulid)}:refund:${member.id}`,
    });
    return { balance: balance ?? (await balanceOf(tx, userId)) };
  });
}

/** Calls off a locked battle that has not started: every member is refunded (keyed per member). */
export async function cancelLockedBattle(tx: DbOrTx, battle: BattleRow): Promise<number[]> {
  const members = await membersOf(tx, battle.id);
  for (const m of members) {
    await credit(tx, {
      userId: m.userId,
      currency: 'money',
      amount: m.stake,
      reason: 'battle_refund',
      ref: battleRef(battle.ulid),
      idempotencyKey: `${battleRef(battle.ulid)}:refund:${m.id}`,
    });
  }
  await tx.update(battleMembers).set({ active: false }).where(eq(battleMembers.battleId, battle.id));
  await tx.update(battles).set({ status: 'cancelled', finishedAt: new Date(), nextRevealAt: null }).where(eq(battles.id, battle.id));
  return members.map((m) => m.userId);
}

/** `POST /old/cancel_start`: the creator calls the battle off before it starts; every member is refunded. */
export async function cancelBattle(db: Db, userId: number, ulid: string): Promise<{ status: 'cancelled'; memberIds: number[] }> {
  return db.transaction(async (tx) => {
    const battle = await lockBattle(tx, ulid);
    await requireBattleAccess(tx, battle, userId);
    if (battle.creatorId !== userId) throw new AppError('battle_not_creator');
    if (battle.status !== 'created') throw new AppError('battle_wrong_status', { status: battle.status });
    return { status: 'cancelled' as const, memberIds: await cancelLockedBattle(tx, battle) };
  });
}

async function balanceOf(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}
