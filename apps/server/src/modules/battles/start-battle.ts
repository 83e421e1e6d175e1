import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { battleClientSeed, computeBattleOutcome, seatsOf, splitWinnings, teamOfSeat } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { battleDrops, battleMembers, battles } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { enqueueJobs } from '../../platform/jobs/job-store.js';
import { credit } from '../wallet/wallet.js';
import { assertMayPlay } from '../wallet/play-limits-check.js';
import { requireBattleAccess } from './battle-access.js';
import { lockBattle, type BattleRow } from './battle-rows.js';
import { ensureBots } from '../users/ensure-bots.js';
import { battleRef, membersOf, payStake } from './members.js';

export const REVEAL_JOB = 'battle.reveal';
/**
 * The status of a won item created at start by earlier versions, hidden until the finish. Items
 * are now created by the finish itself; the finish still releases such rows of older battles.
 */
export const HIDDEN_ITEM_STATUS = 'before';

/**
 * Starts a locked battle in the caller's transaction: bots take the empty seats (the house funds
 * their stakes through the wallet), the client seed is fixed, every drop and the winner are
 * computed and stored with their owners, and the reveal job is queued. No inventory row exists yet:
 * the finish creates the winners' items, so no inventory call can tell the outcome early. Nothing
 * is decided again later: the reveal only shows what this transaction committed.
 */
export async function startLockedBattle(tx: DbOrTx, battle: BattleRow, countdownMs: number, now: Date): Promise<void> {
  const ulid = battle.ulid;
  const seats = seatsOf(battle.mode);
  const members = await membersOf(tx, battle.id);
  const taken = new Set(members.map((m) => m.seat));
  const empty = Array.from({ length: seats }, (_, i) => i + 1).filter((s) => !taken.has(s));
  const bots = await ensureBots(tx, empty.length);
  for (const [i, seat] of empty.entries()) {
    const bot = bots[i]!;
    const [row] = await tx
      .insert(battleMembers)
      .values({ battleId: battle.id, seat, team: teamOfSeat(battle.mode, seat), userId: bot.id, isBot: true, clientSeed: randomBytes(8).toString('hex'), stake: battle.price })
      .returning();
    // The house funds the bot's stake, so the bot's own books stay at zero.
    await credit(tx, { userId: bot.id, currency: 'money', amount: battle.price, reason: 'battle_bot_funding', ref: battleRef(ulid), idempotencyKey: `${battleRef(ulid)}:bot:${row!.id}` });
    await payStake(tx, bot.id, battle.price, ulid, row!.id);
    members.push(row!);
  }
  members.sort((a, b) => a.seat - b.seat);

  const clientSeed = battleClientSeed(ulid, members.map((m) => m.clientSeed));
  const tables = new Map(battle.tables.map((t) => [t.caseId, t]));
  const outcome = computeBattleOutcome({
    serverSeed: battle.serverSeed,
    clientSeed,
    mode: battle.mode,
    crazy: battle.crazy,
    rounds: battle.roundCaseIds.map((id) => tables.get(id)!),
  });
  const owners = splitWinnings(outcome.draws, outcome.winnerSeats);
  await tx.insert(battleDrops).values(
    outcome.draws.map((d, i) => ({
      battleId: battle.id,
      round: d.round,
      seat: d.seat,
      caseId: battle.roundCaseIds[d.round - 1]!,
      itemId: d.itemId,
      price: d.price,
      ticket: d.ticket,
      float: d.float,
      ownerSeat: owners[i]!,
    })),
  );

  let houseValue = 0;
  for (const m of members) {
    const won = outcome.draws.reduce((a, d, i) => a + (owners[i] === m.seat ? d.price : 0), 0);
    if (m.isBot) houseValue += won;
    const total = outcome.draws.filter((d) => d.seat === m.seat).reduce((a, d) => a + d.price, 0);
    await tx
      .update(battleMembers)
      .set({ total, winAmount: m.isBot ? 0 : won, isWinner: outcome.winnerSeats.includes(m.seat) })
      .where(eq(battleMembers.id, m.id));
  }
  const nextRevealAt = new Date(now.getTime() + countdownMs);
  await tx
    .update(battles)
    .set({
      status: 'started',
      clientSeed,
      winnerTeam: outcome.winnerTeam,
      tieBreakTicket: outcome.tieBreakTicket,
      totalValue: outcome.draws.reduce((a, d) => a + d.price, 0),
      houseValue,
      revealedRounds: 0,
      startedAt: now,
      nextRevealAt,
    })
    .where(eq(battles.id, battle.id));
  await enqueueJobs(tx, [{ type: REVEAL_JOB, payload: { battleId: battle.id }, runAt: nextRevealAt, dedupeKey: `battle-reveal:${battle.id}`, maxAttempts: 1_000_000 }]);
}

/** `POST /old/start`: the creator starts the battle; empty seats are filled by bots. */
export async function startBattle(db: Db, userId: number, ulid: string, countdownMs: number): Promise<{ status: 'started' }> {
  await db.transaction(async (tx) => {
    const battle = await lockBattle(tx, ulid);
    await requireBattleAccess(tx, battle, userId);
    if (battle.creatorId !== userId) throw new AppError('battle_not_creator');
    if (battle.status !== 'created') throw new AppError('battle_wrong_status', { status: battle.status });
    // Starting plays the battle out: a creator on a break may leave it (the stake comes back), not start it.
    await assertMayPlay(tx, userId);
    await startLockedBattle(tx, battle, countdownMs, new Date());
  });
  return { status: 'started' };
}
