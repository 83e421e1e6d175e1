import { describe, expect, it } from 'vitest';
import { parseStake, scaleStake, stakeText } from './stake';

describe('the stake field', () => {
  it('reads roubles with up to two decimals within 1 … 100 000 ₽', () => {
    expect(parseStake('10')).toBe(1000);
    expect(parseStake(' 12,34 ')).toBe(1234);
    expect(parseStake('1')).toBe(100);
    expect(parseStake('100000')).toBe(10_000_000);
    for (const bad of ['', '0.99', '100000.01', '1.001', 'abc', '-5', '1e3', '10.']) expect(parseStake(bad), bad).toBeNull();
  });

  it('halves and doubles within the limits', () => {
    expect(scaleStake('10.00', 2)).toBe('20.00');
    expect(scaleStake('3.33', 0.5)).toBe('1.66');
    expect(scaleStake('1.50', 0.5)).toBe('1.00');
    expect(scaleStake('90000', 2)).toBe('100000.00');
    expect(scaleStake('junk', 2)).toBe('2.00');
    expect(stakeText(12_345)).toBe('123.45');
  });
});
