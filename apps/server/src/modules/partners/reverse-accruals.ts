import type { LedgerReason } from '@tastydrop/domain';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { ledger, partnerEntries } from '../../platform/db/schema/index.js';
import { takeWithDebt } from '../wallet/debt.js';
import { FIRST_DEPOSIT_BONUS_REASON } from './first-deposit-bonus.js';

/** Ledger reason of a first-deposit bonus taken back with its deposit. */
export const FIRST_DEPOSIT_BONUS_REVERSAL_REASON = 'partner_first_deposit_bonus_reversal' satisfies LedgerReason;

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

/**
 * A deposit was refunded or charged back, `part` of `whole` of it (the provider's amounts): the first-deposit bonus it
 * brought (credited under the deposit's `ref`) is taken back in the same share, rounded down, through the wallet:
 * what the balance holds, the rest as the player's debt (wallet/debt.ts). The caller's own record of the refund
 * (one per refund key) keeps a repeated notice from taking it again; the key backs that up. Returns what was taken.
 */
export async function reverseFirstDepositBonus(
  tx: Tx,
  deposit: { userId: number; ref: string; part: number; whole: number },
  refundKey: string,
): Promise<number> {
  const [bonus] = await tx
    .select({ delta: ledger.delta })
    .from(ledger)
    .where(and(eq(ledger.userId, deposit.userId), eq(ledger.reason, FIRST_DEPOSIT_BONUS_REASON), eq(ledger.ref, deposit.ref)))
    .limit(1);
  if (!bonus || deposit.whole <= 0) return 0;
  const amount = Math.floor((bonus.delta * Math.min(deposit.part, deposit.whole)) / deposit.whole);
  if (amount <= 0) return 0;
  await takeWithDebt(tx, {
    userId: deposit.userId,
    amount,
    reason: FIRST_DEPOSIT_BONUS_REVERSAL_REASON,
    ref: deposit.ref,
    idempotencyKey: `partner-first-deposit-reversal:${refundKey}`,
  });
  return amount;
}
