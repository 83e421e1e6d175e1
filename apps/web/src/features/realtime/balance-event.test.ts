import { describe, expect, it } from 'vitest';
import { balanceFromStateChange, financeOfEvent, isBalanceEvent } from './balance-event';

describe('balance event', () => {
  it('recognises a camelCased balance event and writes the three balances', () => {
    const event = { event: 'balance', balance: 12.5, coinBalance: 40, totalAmountItems: 99.99 };
    expect(isBalanceEvent(event)).toBe(true);
    expect(isBalanceEvent({ event: 'statechange' })).toBe(false);
    if (!isBalanceEvent(event)) throw new Error('unreachable');
    expect(financeOfEvent(event)).toEqual({ balance: 12.5, coinBalance: 40, totalAmountItems: 99.99 });
  });
});

describe('partial balance event', () => {
  it('updates only the balances it carries and ignores events without any', () => {
    const event = { event: 'balance', balance: 7, coinBalance: 5 };
    if (!isBalanceEvent(event)) throw new Error('expected a balance event');
    expect(financeOfEvent(event)).toEqual({ balance: 7, coinBalance: 5 });
    expect(isBalanceEvent({ event: 'balance' })).toBe(false);
    expect(isBalanceEvent({ event: 'balance', balance: '7' })).toBe(false);
  });
});

describe('sale events', () => {
  it('turn a selled statechange into the new balance', () => {
    expect(balanceFromStateChange({ event: 'statechange', type: 'selled', money: 42.5, price: 2 })).toEqual({ event: 'balance', balance: 42.5 });
    expect(balanceFromStateChange({ event: 'statechange', type: 'selled', money: 42.5, price: 2, utastycoin: 7 })).toEqual({ event: 'balance', balance: 42.5, coinBalance: 7 });
    expect(balanceFromStateChange({ event: 'statechange', type: 'withdrawn' })).toBeNull();
    expect(balanceFromStateChange({ event: 'balance', balance: 1 })).toBeNull();
  });
});
