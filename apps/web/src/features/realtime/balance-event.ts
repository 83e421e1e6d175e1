import type { BalanceEvent, StateChangeEvent } from '@tastydrop/domain';
import type { FinancePatch } from '../../lib/session/finance-store';

/** The balances a `balance` event carries (the others are left out). */
export function financeOfEvent(event: BalanceEvent): FinancePatch {
  return {
    ...(event.balance !== undefined ? { balance: event.balance } : {}),
    ...(event.coinBalance !== undefined ? { coinBalance: event.coinBalance } : {}),
  };
}

/** A sale's `statechange` (type `selled`) as the balances it leaves: `money` is the new balance, `utastycoin` the coin balance. */
export function financeOfSale(event: StateChangeEvent): FinancePatch {
  return { balance: event.money, coinBalance: event.utastycoin };
}
