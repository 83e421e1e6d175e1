import type { User } from '@tastydrop/domain';
import type { RealtimeEvent } from '../../lib/realtime';

export interface BalanceEvent {
  event: 'balance';
  balance: number;
  coinBalance: number;
  totalAmountItems: number;
}

export function isBalanceEvent(event: RealtimeEvent): event is RealtimeEvent & BalanceEvent {
  return (
    event.event === 'balance' &&
    typeof event.balance === 'number' &&
    typeof event.coinBalance === 'number' &&
    typeof event.totalAmountItems === 'number'
  );
}

/** The user with the balances of a `balance` event (first_channel). */
export function applyBalanceEvent(user: User, event: BalanceEvent): User {
  return {
    ...user,
    finance: {
      ...user.finance,
      balance: event.balance,
      coinBalance: event.coinBalance,
      totalAmountItems: event.totalAmountItems,
    },
  };
}
