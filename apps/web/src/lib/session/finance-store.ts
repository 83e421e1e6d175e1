/**
 * The signed-in player's balances, in one place: the money balance, the coin balance and the value of
 * the inventory. Three sources feed it: the user answer (GET /v1/users/me), the personal `balance`
 * realtime message the server sends once per transaction after its commit, and the answers of the
 * calls that move money. The header and every page read the balances through `useSession`, which
 * lays the store over the user answer, so nothing patches the cached user by hand.
 *
 * Each amount keeps the time it was learned: a user answer whose request left before a newer amount
 * arrived does not bring the older amount back.
 */
import type { User } from '@tastydrop/domain';
import { create } from 'zustand';

export type Finance = Pick<User['finance'], 'balance' | 'coinBalance' | 'totalAmountItems'>;
export type FinanceKey = keyof Finance;
/** The amounts one source knows: a message or an answer may carry only some of them. */
export type FinancePatch = Partial<Finance>;

const KEYS: readonly FinanceKey[] = ['balance', 'coinBalance', 'totalAmountItems'];

interface Held {
  amount: number;
  /** When the amount was learned (for a user answer: when its request left). */
  at: number;
}

interface FinanceState {
  held: Partial<Record<FinanceKey, Held>>;
}

export const useFinanceStore = create<FinanceState>()(() => ({ held: {} }));

function write(patch: FinancePatch, at: number, keepNewer: boolean): void {
  const held = { ...useFinanceStore.getState().held };
  let changed = false;
  for (const key of KEYS) {
    const amount = patch[key];
    if (typeof amount !== 'number' || !Number.isFinite(amount)) continue;
    const current = held[key];
    // An amount learned while the request was out (or in the same instant) is the newer one.
    if (keepNewer && current && current.at >= at) continue;
    if (current && current.amount === amount && current.at >= at) continue;
    held[key] = { amount, at };
    changed = true;
  }
  if (changed) useFinanceStore.setState({ held });
}

/** New amounts from the `balance` message or a call's answer: they replace the held ones. */
export function updateFinance(patch: FinancePatch): void {
  write(patch, Date.now(), false);
}

/** The user answer of a request that left at `sentAt`: it replaces only amounts learned before that. */
export function receiveUserFinance(finance: FinancePatch, sentAt: number): void {
  write(finance, sentAt, true);
}

/** Forgets every amount (the session ended). */
export function clearFinance(): void {
  useFinanceStore.setState({ held: {} });
}

/** The held amounts, by key. */
export function heldFinance(held: FinanceState['held']): FinancePatch {
  const out: FinancePatch = {};
  for (const key of KEYS) {
    const entry = held[key];
    if (entry) out[key] = entry.amount;
  }
  return out;
}

/** The user with the held amounts laid over the ones of its answer. */
export function withFinance(user: User, held: FinanceState['held']): User {
  const patch = heldFinance(held);
  if (KEYS.every((key) => patch[key] === undefined || patch[key] === user.finance[key])) return user;
  return { ...user, finance: { ...user.finance, ...patch } };
}

/** The player's balances as the page shows them: the user answer's, with the held amounts laid over. */
export function financeOf(user: User): Finance {
  return withFinance(user, useFinanceStore.getState().held).finance;
}
