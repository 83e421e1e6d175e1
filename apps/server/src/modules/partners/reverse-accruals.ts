import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { partnerEntries } from '../../platform/db/schema/index.js';

/**
 * A player's deposit was refunded or charged back: what their play since that deposit earned (their referrer's
 * commission and their own rakeback) is taken back, once per refund: the accruals are marked and a negative row per
 * earner, counted at once, offsets them (claimed ones included, which later accruals then pay off).
 */
export async function reverseShares(tx: Tx, playerId: number, since: Date, refundKey: string, now: Date = new Date()): Promise<void> {
  const e = partnerEntries;
  const reversed = await tx
    .update(e)
    .set({ reversedAt: now })
    .where(and(eq(e.sourceUserId, playerId), eq(e.entry, 'accrual'), gte(e.earnedAt, since), isNull(e.reversedAt)))
    .returning({ userId: e.userId, kind: e.kind, amount: e.amount });
  const totals = new Map<string, { userId: number; kind: (typeof reversed)[number]['kind']; amount: bigint }>();
  for (const r of reversed) {
    const key = `${r.userId}:${r.kind}`;
    const t = totals.get(key) ?? { userId: r.userId, kind: r.kind, amount: 0n };
    t.amount += r.amount;
    totals.set(key, t);
  }
  const rows = [...totals.values()].map((t) => ({ userId: t.userId, kind: t.kind, entry: 'reversal' as const, amount: -t.amount, sourceUserId: playerId, ref: `reversal:${refundKey}`, earnedAt: now }));
  if (rows.length > 0) await tx.insert(e).values(rows).onConflictDoNothing();
}
