import { asc, eq, inArray } from 'drizzle-orm';
import { splitWinnings, verifyBattle } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { battleDrops, battleMembers, battles, inventoryItems } from '../../platform/db/schema/index.js';

export interface SelfCheckResult {
  ok: boolean;
  problems: string[];
}

/**
 * Re-verifies a finished battle from its revealed seed, as any player could on the check page,
 * and checks that each winner holds exactly the items the outcome gives them. A mismatch flags
 * the battle for an operator (the `flagged` column and an error in the log).
 */
export async function selfCheckBattle(db: Db, battleId: number, now: Date): Promise<SelfCheckResult | null> {
  const [b] = await db.select().from(battles).where(eq(battles.id, battleId));
  if (!b || b.status !== 'finished') return null;
  const members = await db.select().from(battleMembers).where(eq(battleMembers.battleId, b.id)).orderBy(asc(battleMembers.seat));
  const drops = await db.select().from(battleDrops).where(eq(battleDrops.battleId, b.id)).orderBy(asc(battleDrops.round), asc(battleDrops.seat));
  const tables = new Map(b.tables.map((t) => [t.caseId, t]));
  const verification = verifyBattle({
    ulid: b.ulid,
    serverSeed: b.serverSeed,
    serverSeedHash: b.serverSeedHash,
    clientSeed: b.clientSeed ?? '',
    memberClientSeeds: members.map((m) => m.clientSeed),
    mode: b.mode,
    crazy: b.crazy,
    rounds: b.roundCaseIds.map((id) => tables.get(id) ?? { caseId: id, drops: [] }),
    draws: drops.map((d) => ({ round: d.round, seat: d.seat, itemId: d.itemId, ticket: d.ticket, float: d.float })),
    winnerTeam: b.winnerTeam ?? 0,
  });
  const problems = [...verification.problems];
  if (verification.outcome) {
    const owners = splitWinnings(verification.outcome.draws, verification.outcome.winnerSeats);
    const bySeat = new Map(members.map((m) => [m.seat, m]));
    const ids = drops.flatMap((d) => (d.inventoryItemId === null ? [] : [d.inventoryItemId]));
    const held = new Map((ids.length ? await db.select().from(inventoryItems).where(inArray(inventoryItems.id, ids)) : []).map((i) => [i.id, i]));
    verification.outcome.draws.forEach((d, i) => {
      const drop = drops.find((x) => x.round === d.round && x.seat === d.seat);
      const owner = bySeat.get(owners[i]!);
      if (!drop || !owner) return;
      if (drop.ownerSeat !== owner.seat) problems.push(`round ${d.round} seat ${d.seat}: given to seat ${drop.ownerSeat}, not ${owner.seat}`);
      const item = drop.inventoryItemId === null ? null : held.get(drop.inventoryItemId);
      if (owner.isBot) {
        if (drop.inventoryItemId !== null) problems.push(`round ${d.round} seat ${d.seat}: a bot's share left the house`);
      } else if (!item || item.userId !== owner.userId || item.itemId !== d.itemId || item.price !== d.price || item.status === 'before') {
        problems.push(`round ${d.round} seat ${d.seat}: the winner's item is missing or wrong`);
      }
    });
  }
  const ok = problems.length === 0;
  await db
    .update(battles)
    .set({ verifiedAt: now, flagged: !ok, flagReason: ok ? null : problems.slice(0, 20).join('; ') })
    .where(eq(battles.id, b.id));
  return { ok, problems };
}
