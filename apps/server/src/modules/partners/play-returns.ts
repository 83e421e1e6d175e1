import { effectivePrice, expectedValue, itemsPerOpen, percentToBp, returnToPlayer } from '@tastydrop/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { battles, caseDrops, cases, items } from '../../platform/db/schema/index.js';

/** One staked play as the programme sees it: what was staked, on what, and (when the row says) the game's return. */
export interface PlayedStake {
  /** The activity key (`openings:12`): an accrual per key, once. */
  key: string;
  userId: number;
  at: Date;
  kind: 'case' | 'upgrade' | 'contract' | 'battle';
  /** Money staked, kopecks. */
  stake: number;
  caseId?: number;
  battleId?: number;
  /** Upgrades and contracts: the return the row was played at (basis points). */
  returnBp?: number;
}

/**
 * The expected return of each play, in basis points: an upgrade's or contract's own (the rate its row records), a
 * case's expected return from its drop table at the items' prices now (as the case page shows it), a battle's from
 * the tables frozen at its creation (the expected value of every round's case over the seat's price).
 */
export async function playReturns(tx: Tx, plays: readonly PlayedStake[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const caseIds = [...new Set(plays.flatMap((p) => (p.kind === 'case' && p.caseId !== undefined ? [p.caseId] : [])))];
  const battleIds = [...new Set(plays.flatMap((p) => (p.kind === 'battle' && p.battleId !== undefined ? [p.battleId] : [])))];
  const caseReturn = new Map<number, number>();
  if (caseIds.length > 0) {
    const rows = await tx.select().from(cases).where(inArray(cases.id, caseIds));
    const drops = await tx
      .select({ caseId: caseDrops.caseId, weight: caseDrops.weight, price: items.price })
      .from(caseDrops)
      .innerJoin(items, eq(items.id, caseDrops.itemId))
      .where(inArray(caseDrops.caseId, caseIds));
    for (const c of rows) {
      const ev = expectedValue(
        drops.filter((d) => d.caseId === c.id),
        itemsPerOpen(c),
      );
      caseReturn.set(c.id, percentToBp(returnToPlayer(ev, effectivePrice(c.price, c.everyNOpenFree))));
    }
  }
  const battleReturn = new Map<number, number>();
  if (battleIds.length > 0) {
    for (const b of await tx.select({ id: battles.id, cases: battles.cases, tables: battles.tables }).from(battles).where(inArray(battles.id, battleIds))) {
      let ev = 0;
      let price = 0;
      for (const c of b.cases) {
        const table = b.tables.find((t) => t.caseId === c.id);
        ev += c.count * expectedValue(table?.drops ?? []);
        price += c.count * c.price;
      }
      battleReturn.set(b.id, percentToBp(returnToPlayer(ev, price)));
    }
  }
  for (const p of plays) {
    const r = p.returnBp ?? (p.kind === 'case' ? caseReturn.get(p.caseId ?? -1) : p.kind === 'battle' ? battleReturn.get(p.battleId ?? -1) : undefined);
    if (r !== undefined) out.set(p.key, r);
  }
  return out;
}
