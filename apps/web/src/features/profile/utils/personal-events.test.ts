import { describe, expect, it } from 'vitest';
import { personalEventAction } from './personal-events';

describe('personal channel events on the profile', () => {
  it('takes the new balance from a sale and waits for sell_done to refresh', () => {
    expect(personalEventAction({ event: 'statechange', type: 'selled', user: 1, money: 512.4, price: 12.4, utastycoin: 0 })).toMatchObject({
      balance: 512.4,
      refresh: false,
    });
    expect(personalEventAction({ event: 'sell_done' })).toMatchObject({ balance: null, refresh: true });
  });

  it('moves an item to its new withdrawal status', () => {
    expect(personalEventAction({ event: 'withdraw_status', id: 7, status: 'send', timerData: null })).toMatchObject({
      patch: { id: 7, status: 'send', timerData: null },
      refresh: false,
    });
  });

  it('puts a failed withdrawal back in progress, names it and refreshes', () => {
    expect(personalEventAction({ event: 'withdraw_failed', id: 7, name: 'Dragonclaw Hook', price: 10, code: 'declined' })).toEqual({
      balance: null,
      patch: { id: 7, status: 'progress', timerData: null },
      failure: { name: 'Dragonclaw Hook', code: 'declined' },
      refresh: true,
    });
  });

  it('ignores the other events of the channel', () => {
    expect(personalEventAction({ event: 'balance', balance: 1 })).toEqual({ balance: null, patch: null, failure: null, refresh: false });
    expect(personalEventAction({ event: 'challenge_progress' })).toEqual({ balance: null, patch: null, failure: null, refresh: false });
  });
});
