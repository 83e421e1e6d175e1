import { BATTLE_MODE_TEAMS, seatsOf, teamOfSeat } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { battleMembers } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { activeSeed } from '../fairness/seeds.js';
import { requireBattleAccess } from './battle-access.js';
import { lockBattle, type BattleRow } from './battle-rows.js';
import { membersOf, payStake, withSeatConflicts } from './members.js';
import { startLockedBattle } from './start-battle.js';

export interface JoinInput {
  ulid: string;
  seat?: number | undefined;
  team?: number | undefined;
  invite?: string | undefined;
}

function chooseSeat(battle: BattleRow, taken: Set<number>, input: JoinInput): number {
  const seats = seatsOf(battle.mode);
  const free = Array.from({ length: seats }, (_, i) => i + 1).filter((s) => !taken.has(s));
  if (free.length === 0) throw new AppError('battle_full');
  if (input.seat !== undefined) {
    if (input.seat > seats) throw new AppError('validation', { fields: { seat: `1…${seats}` } });
    if (taken.has(input.seat)) throw new AppError('battle_seat_taken', { seat: input.seat });
    return input.seat;
  }
  if (input.team !== undefined) {
    const team = BATTLE_MODE_TEAMS[battle.mode][input.team - 1];
    if (!team) throw new AppError('validation', { fields: { team: `1…${BATTLE_MODE_TEAMS[battle.mode].length}` } });
    const seat = team.find((s) => !taken.has(s));
    if (seat === undefined) throw new AppError('battle_seat_taken', { team: input.team });
    return seat;
  }
  return free[0]!;
}

/**
 * Takes a seat and pays for it in one transaction under the battle's row lock, so the last seat
 * goes to exactly one player who pays exactly once. Taking the last seat starts the battle.
 * A private battle takes only players who bring its invite.
 */
export async function joinBattle(db: Db, userId: number, input: JoinInput, countdownMs: number): Promise<{ balance: number; started: boolean }> {
  return withSeatConflicts(() =>
    db.transaction(async (tx) => {
      const battle = await lockBattle(tx, input.ulid);
      await requireBattleAccess(tx, battle, userId, input.invite);
      if (battle.status !== 'created') throw new AppError('battle_wrong_status', { status: battle.status });
      const members = await membersOf(tx, battle.id);
      if (members.some((m) => m.userId === userId)) throw new AppError('battle_already_in');
      const seat = chooseSeat(battle, new Set(members.map((m) => m.seat)), input);
      const seed = await activeSeed(tx, userId);
      const [member] = await tx
        .insert(battleMembers)
        .values({ battleId: battle.id, seat, team: teamOfSeat(battle.mode, seat), userId, clientSeed: seed.clientSeed, stake: battle.price })
        .returning({ id: battleMembers.id });
      const balance = await payStake(tx, userId, battle.price, battle.ulid, member!.id);
      const full = members.length + 1 === seatsOf(battle.mode);
      if (full) await startLockedBattle(tx, battle, countdownMs, new Date());
      return { balance, started: full };
    }),
  );
}
