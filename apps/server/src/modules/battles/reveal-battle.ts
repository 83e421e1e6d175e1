import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { battleDrops, battleMembers, battles, inventoryItems } from '../../db/schema/index.js';
import { recordBattleResults } from './battle-results.js';
import { enqueueJobs } from '../../jobs/job-store.js';
import { HIDDEN_ITEM_STATUS } from './start-battle.js';

export const SELF_CHECK_JOB = 'battle.self_check';

export type RevealStep =
  | { kind: 'gone' }
  | { kind: 'wait'; until: Date }
  | { kind: 'revealed'; ulid: string; round: number; next: Date }
  | { kind: 'finished'; ulid: string; userIds: number[] };

/**
 * One step of a started battle's reveal, under the battle's row lock: the next round when its
 * time has come, or, after the last round, the finish that hands the hidden items to the
 * winners. Steps are conditional on the stored progress, so a step that runs twice (a worker
 * died after committing) changes nothing the second time.
 */
export async function revealStep(db: Db, battleId: number, roundMs: number, now: Date): Promise<RevealStep> {
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(battles).where(eq(battles.id, battleId)).for('update');
    if (!b || b.status !== 'started') return { kind: 'gone' as const };
    if (b.nextRevealAt && b.nextRevealAt > now) return { kind: 'wait' as const, until: b.nextRevealAt };
    if (b.revealedRounds < b.totalRounds) {
      const next = new Date(now.getTime() + roundMs);
      await tx.update(battles).set({ revealedRounds: b.revealedRounds + 1, nextRevealAt: next }).where(eq(battles.id, b.id));
      return { kind: 'revealed' as const, ulid: b.ulid, round: b.revealedRounds + 1, next };
    }
    const owned = await tx
      .select({ id: battleDrops.inventoryItemId })
      .from(battleDrops)
      .where(and(eq(battleDrops.battleId, b.id)));
    const ids = owned.flatMap((r) => (r.id === null ? [] : [r.id]));
    if (ids.length) {
      await tx
        .update(inventoryItems)
        .set({ status: 'progress', updatedAt: now })
        .where(and(inArray(inventoryItems.id, ids), eq(inventoryItems.status, HIDDEN_ITEM_STATUS)));
    }
    const members = await tx
      .update(battleMembers)
      .set({ active: false })
      .where(eq(battleMembers.battleId, b.id))
      .returning({ userId: battleMembers.userId, isBot: battleMembers.isBot, stake: battleMembers.stake, isWinner: battleMembers.isWinner });
    await tx.update(battles).set({ status: 'finished', finishedAt: now, nextRevealAt: null }).where(eq(battles.id, b.id));
    await recordBattleResults(tx, b.id, members, now);
    await enqueueJobs(tx, [{ type: SELF_CHECK_JOB, payload: { battleId: b.id }, dedupeKey: `battle-self-check:${b.id}` }]);
    return { kind: 'finished' as const, ulid: b.ulid, userIds: members.filter((m) => !m.isBot).map((m) => m.userId) };
  });
}
