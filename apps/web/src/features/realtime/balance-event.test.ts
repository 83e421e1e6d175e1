import { describe, expect, it } from 'vitest';
import { financeOfEvent, financeOfSale } from './balance-event';

describe('balance event', () => {
  it('writes only the balances it carries', () => {
    expect(financeOfEvent({ event: 'balance', balance: 12.5, coinBalance: 40 })).toEqual({ balance: 12.5, coinBalance: 40 });
    expect(financeOfEvent({ event: 'balance', coinBalance: 5 })).toEqual({ coinBalance: 5 });
    expect(financeOfEvent({ event: 'balance' })).toEqual({});
  });
});

describe('sale events', () => {
  it('turn a selled statechange into the new balances', () => {
    expect(financeOfSale({ event: 'statechange', type: 'selled', user: 7, money: 42.5, price: 2, utastycoin: 7 })).toEqual({ balance: 42.5, coinBalance: 7 });
  });
});
