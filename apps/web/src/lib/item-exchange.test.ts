import { describe, expect, it } from 'vitest';
import { isExchangeable } from './item-exchange';

describe('isExchangeable', () => {
  it('offers only ordinary skins in progress, as the server does', () => {
    expect(isExchangeable({ status: 'progress', type: 1, packItems: false })).toBe(true);
    expect(isExchangeable({ status: 'progress', type: 3, packItems: false })).toBe(false);
    expect(isExchangeable({ status: 'PREPARING', type: 1, packItems: false })).toBe(false);
    expect(isExchangeable({ status: 'progress', type: 2, packItems: true })).toBe(false);
  });
});
