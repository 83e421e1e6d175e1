import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent';

describe('formatPercent', () => {
  it('keeps at most two decimals and drops trailing zeros', () => {
    expect(formatPercent(0.156)).toBe('0.16');
    expect(formatPercent(26.263)).toBe('26.26');
    expect(formatPercent(90.01)).toBe('90.01');
    expect(formatPercent(50)).toBe('50');
    expect(formatPercent(12.5)).toBe('12.5');
    expect(formatPercent(99.999)).toBe('100');
  });

  it('never shows a possible outcome as 0', () => {
    expect(formatPercent(0.001)).toBe('<0.01');
    expect(formatPercent(0)).toBe('0');
    expect(formatPercent(Number.NaN)).toBe('0');
  });
});
