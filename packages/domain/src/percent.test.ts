import { describe, expect, it } from 'vitest';
import { ceilToRouble } from './money';
import { bpToPercent, percentOfMinor, percentToBp, percentToShare, roundedPercent, roundPercent, shareToPercent } from './percent';

describe('shares, percentages and basis points', () => {
  it('convert both ways', () => {
    expect(shareToPercent(0.925)).toBeCloseTo(92.5, 10);
    expect(percentToShare(92.5)).toBe(0.925);
    expect(bpToPercent(1250)).toBe(12.5);
    expect(percentToBp(12.5)).toBe(1250);
    expect(percentToBp(0.015)).toBe(2);
  });

  it('round a share as a percentage to the places asked', () => {
    expect(roundedPercent(1 / 3)).toBe(33.33);
    expect(roundedPercent(2 / 3, 0)).toBe(67);
    expect(roundedPercent(1 / 100_000, 4)).toBe(0.001);
    expect(roundedPercent(0)).toBe(0);
    expect(roundPercent(33.3333)).toBe(33.33);
    expect(roundPercent(12.5, 0)).toBe(13);
  });

  it('take a percentage of minor units, rounded down to whole ones', () => {
    expect(percentOfMinor(100_000, 5)).toBe(5_000);
    expect(percentOfMinor(1_001, 3)).toBe(30);
    expect(percentOfMinor(10, 15)).toBe(1);
    expect(percentOfMinor(0, 50)).toBe(0);
  });
});

describe('whole roubles', () => {
  it('round minor units up to whole roubles', () => {
    expect(ceilToRouble(12_301)).toBe(12_400);
    expect(ceilToRouble(12_300)).toBe(12_300);
    expect(ceilToRouble(1)).toBe(100);
  });
});
