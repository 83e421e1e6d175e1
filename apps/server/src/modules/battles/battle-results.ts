import type { DbOrTx } from '../../platform/db/index.js';
import { battleResults } from '../../platform/db/schema/index.js';
import { addProgress } from '../users/progression.js';

/**
 * Records a finished battle for each real member, in the transaction that finishes it: one
 * `battle_results` row (what the engagement feed tails: stake toward leaderboards and `spend`
 * tasks, the win toward `win_battles`), and, as a case open does, the stake added to the player's
 * `spent` and its experience. The unique (battle, user) key makes a repeated call a no-op, and
 * only the rows actually inserted touch the player, so nothing counts twice. Bots record nothing.
 */
export async function recordBattleResults(
  tx: DbOrTx,
  battleId: number,
  members: { userId: number; isBot: boolean; stake: number; isWinner: boolean | null }[],
  finishedAt: Date,
): Promise<void> {
  // Players in id order, so two battles finishing together lock user rows in one order.
  const real = members.filter((m) => !m.isBot).sort((a, b) => a.userId - b.userId);
  if (real.length === 0) return;
  const inserted = await tx
    .insert(battleResults)
    .values(real.map((m) => ({ battleId, userId: m.userId, stake: m.stake, won: m.isWinner === true, finishedAt })))
    .onConflictDoNothing({ target: [battleResults.battleId, battleResults.userId] })
    .returning({ userId: battleResults.userId, stake: battleResults.stake });
  for (const r of inserted.sort((a, b) => a.userId - b.userId)) {
    if (r.stake <= 0) continue;
    await addProgress(tx, r.userId, { stake: r.stake, paid: true });
  }
}
