import type { FinancePatch } from '../../lib/session/finance-store';
import type { RealtimeEvent } from '../../lib/realtime';

/** A `balance` event on first_channel: the balances that changed (any of the three may be absent). */
export interface BalanceEvent {
  event: 'balance';
  balance?: number;
  coinBalance?: number;
  totalAmountItems?: number;
}

const KEYS = ['balance', 'coinBalance', 'totalAmountItems'] as const;

export function isBalanceEvent(event: RealtimeEvent): event is RealtimeEvent & BalanceEvent {
  return event.event === 'balance' && KEYS.some((k) => typeof event[k] === 'number') && KEYS.every((k) => event[k] === undefined || typeof event[k] === 'number');
}

/** The balances the event carries (the others are left out). */
export function financeOfEvent(event: BalanceEvent): FinancePatch {
  const finance: FinancePatch = {};
  for (const key of KEYS) {
    const value = event[key];
    if (typeof value === 'number') finance[key] = value;
  }
  return finance;
}

/** `statechange` with type `selled`: an item was sold somewhere; `money` is the new balance, `utastycoin` the coin balance. */
export function balanceFromStateChange(event: RealtimeEvent): BalanceEvent | null {
  if (event.event !== 'statechange' || event.type !== 'selled' || typeof event.money !== 'number') return null;
  return typeof event.utastycoin === 'number' ? { event: 'balance', balance: event.money, coinBalance: event.utastycoin } : { event: 'balance', balance: event.money };
}
