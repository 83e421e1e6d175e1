import { describe, expect, it } from 'vitest';
import { isExchangeable } from './item-exchange';

describe('isExchangeable', () => {
  it('offers only items in progress that are not packs', () => {
    expect(isExchangeable({ status: 'progress', type: 1, packItems: false })).toBe(true);
    expect(isExchangeable({ status: 'progress', type: 3, packItems: false })).toBe(true);
    expect(isExchangeable({ status: 'PREPARING', type: 1, packItems: false })).toBe(false);
    expect(isExchangeable({ status: 'progress', type: 2, packItems: true })).toBe(false);
  });
});
