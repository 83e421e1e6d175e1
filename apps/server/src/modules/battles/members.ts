import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { battleMembers } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { debit } from '../wallet/wallet.js';

/** The ledger reference every money move of a battle carries. */
export const battleRef = (ulid: string) => `battle:${ulid}`;

/** Runs a battle transaction, turning the one-active-battle index into battle_already_in. */
export async function withSeatConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('battle_already_in');
    throw error;
  }
}

/**
 * Takes a seat's stake through the wallet, keyed by the member row so one seat is paid once;
 * a short balance answers the battle alert code `error_not_enough_funds_for_battle`.
 */
export async function payStake(tx: DbOrTx, userId: number, amount: number, ulid: string, memberId: number): Promise<number> {
  try {
    return await debit(tx, { userId, currency: 'money', amount, reason: 'battle_stake', ref: battleRef(ulid), idempotencyKey: `${battleRef(ulid)}:stake:${memberId}` });
  } catch (error) {
    if (error instanceof AppError && error.code === 'balance_error') throw new AppError('error_not_enough_funds_for_battle');
    throw error;
  }
}

export async function membersOf(tx: DbOrTx, battleId: number) {
  return tx.select().from(battleMembers).where(eq(battleMembers.battleId, battleId));
}
