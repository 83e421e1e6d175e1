import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { battleDrops, battleMembers, battles, inventoryItems } from '../../platform/db/schema/index.js';
import { recordBattleResults } from './battle-results.js';
import { enqueueJobs } from '../../platform/jobs/job-store.js';
import { HIDDEN_ITEM_STATUS } from './start-battle.js';
import { grantItems } from '../items/grant-items.js';
import { releaseItems } from '../items/item-moves.js';

export const SELF_CHECK_JOB = 'battle.self_check';

/**
 * Creates the items the stored outcome gives to real players, in the finishing transaction, and
 * links each to its drop: until now no inventory row of the battle exists, so nothing in any
 * inventory call (ids included) tells the outcome before the reveal. Items an older version
 * created hidden at start are released instead of created again.
 */
async function handOverWinnings(tx: DbOrTx, battleId: number, members: { userId: number; seat: number; isBot: boolean }[], now: Date): Promise<void> {
  const bySeat = new Map(members.map((m) => [m.seat, m]));
  const drops = await tx
    .select({ id: battleDrops.id, ownerSeat: battleDrops.ownerSeat, itemId: battleDrops.itemId, price: battleDrops.price, float: battleDrops.float })
    .from(battleDrops)
    .where(and(eq(battleDrops.battleId, battleId), isNull(battleDrops.inventoryItemId)))
    .orderBy(asc(battleDrops.round), asc(battleDrops.seat));
  const won = drops.flatMap((d) => {
    const owner = d.ownerSeat === null ? undefined : bySeat.get(d.ownerSeat);
    return owner && !owner.isBot ? [{ drop: d, userId: owner.userId }] : [];
  });
  if (won.length) {
    const created = await grantItems(
      tx,
      won.map(({ drop, userId }) => ({ userId, itemId: drop.itemId, price: drop.price, status: 'progress', source: 'Battle' as const, float: drop.float })),
    );
    for (const [k, { drop }] of won.entries()) {
      await tx.update(battleDrops).set({ inventoryItemId: created[k]! }).where(eq(battleDrops.id, drop.id));
    }
  }
  const earlier = await tx
    .select({ id: inventoryItems.id })
    .from(battleDrops)
    .innerJoin(inventoryItems, eq(inventoryItems.id, battleDrops.inventoryItemId))
    .where(and(eq(battleDrops.battleId, battleId), eq(inventoryItems.status, HIDDEN_ITEM_STATUS)));
  if (earlier.length) {
    await releaseItems(tx, earlier.map((r) => r.id), now);
  }
}

export type RevealStep =
  | { kind: 'gone' }
  | { kind: 'wait'; until: Date }
  | { kind: 'revealed'; ulid: string; round: number; next: Date }
  | { kind: 'finished'; ulid: string; userIds: number[] };

/**
 * One step of a started battle's reveal, under the battle's row lock: the next round when its
 * time has come, or, after the last round, the finish that creates the winners' items. Steps are
 * conditional on the stored progress, so a step that runs twice (a worker died after committing)
 * changes nothing the second time.
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
    const members = await tx
      .update(battleMembers)
      .set({ active: false })
      .where(eq(battleMembers.battleId, b.id))
      .returning({ userId: battleMembers.userId, seat: battleMembers.seat, isBot: battleMembers.isBot, stake: battleMembers.stake, isWinner: battleMembers.isWinner });
    await handOverWinnings(tx, b.id, members, now);
    await tx.update(battles).set({ status: 'finished', finishedAt: now, nextRevealAt: null }).where(eq(battles.id, b.id));
    await recordBattleResults(tx, b.id, members, now);
    await enqueueJobs(tx, [{ type: SELF_CHECK_JOB, payload: { battleId: b.id }, dedupeKey: `battle-self-check:${b.id}` }]);
    return { kind: 'finished' as const, ulid: b.ulid, userIds: members.filter((m) => !m.isBot).map((m) => m.userId) };
  });
}
