import { eq, sql } from 'drizzle-orm';
import type { LedgerReason } from '@tastydrop/domain';
import type { Tx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { applyEntries } from './wallet.js';

/**
 * A player's debt (docs/decisions/055-chargebacks.md): what a chargeback took beyond the balance. The balance
 * never goes below zero; the debt is a money column of the player's row that only this file writes, and the
 * next deposits pay it off through ledger entries of their own.
 */

/** Ledger reason of the balance a provider's refund or chargeback takes back. */
export const CHARGEBACK_REASON = 'payment_chargeback' satisfies LedgerReason;
/** Ledger reason of a deposit's money paying off a debt. */
export const DEBT_SETTLE_REASON = 'debt_settle' satisfies LedgerReason;

interface Locked {
  balance: number;
  debt: number;
}

async function lockMoney(tx: Tx, userId: number): Promise<Locked> {
  // The lock a balance update takes (wallet.ts), so it queues with the wallet's own writes.
  const [row] = await tx.select({ balance: users.balance, debt: users.debt }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw new AppError('userNotFound');
  return row;
}

async function entryOrThrow(tx: Tx, entry: Parameters<typeof applyEntries>[1][number]): Promise<void> {
  const [result] = await applyEntries(tx, [entry]);
  if (result === 'balance_error') throw new AppError('balance_error', { currency: entry.currency });
  if (result instanceof AppError) throw result;
}

/**
 * Takes `amount` kopecks from a player: what the balance holds now as a ledger entry, the rest added to their
 * debt. The key makes a repeated call take nothing (the caller's own record of the notice is the first guard).
 */
export async function takeWithDebt(
  tx: Tx,
  change: { userId: number; amount: number; reason: LedgerReason; ref: string; idempotencyKey: string },
): Promise<{ debited: number; debt: number }> {
  const { balance } = await lockMoney(tx, change.userId);
  const debited = Math.min(balance, change.amount);
  const debt = change.amount - debited;
  if (debited > 0) {
    await entryOrThrow(tx, { userId: change.userId, currency: 'money', kind: 'debit', amount: debited, reason: change.reason, ref: change.ref, idempotencyKey: change.idempotencyKey });
  }
  if (debt > 0) await tx.update(users).set({ debt: sql`${users.debt} + ${debt}` }).where(eq(users.id, change.userId));
  return { debited, debt };
}

/**
 * Pays off as much of a player's debt as their balance holds, as one `debt_settle` entry; returns what it paid.
 * A deposit calls it right after crediting, in its transaction, so what is left is the player's.
 */
export async function settleDebt(tx: Tx, userId: number, ref: string): Promise<number> {
  const { balance, debt } = await lockMoney(tx, userId);
  const paid = Math.min(balance, debt);
  if (paid <= 0) return 0;
  await entryOrThrow(tx, { userId, currency: 'money', kind: 'debit', amount: paid, reason: DEBT_SETTLE_REASON, ref });
  await tx.update(users).set({ debt: sql`${users.debt} - ${paid}` }).where(eq(users.id, userId));
  return paid;
}

