import { describe, expect, it } from 'vitest';
import { ticketRanges } from '@tastydrop/domain';
import type { LoadedCase } from '../src/modules/cases/case-catalog.js';
import { rollDrops } from '../src/modules/cases/roll-drops.js';

function loadedCase(weights: number[]): LoadedCase {
  const ranges = ticketRanges(weights);
  return {
    row: { multifixNumber: null, multicastRange: null } as LoadedCase['row'],
    drops: weights.map((weight, i) => ({ weight, range: ranges[i]!, pack: false, item: { id: i } as LoadedCase['drops'][number]['item'] })),
    expectedValue: 0,
    rtp: 0,
    catalogVersion: null,
  };
}

describe('drop chances', () => {
  it('match their weights within statistical bounds over 100 000 seeded rolls', () => {
    const weights = [5, 45, 150, 800, 2_000, 7_000];
    const total = weights.reduce((a, w) => a + w, 0);
    const c = loadedCase(weights);
    const n = 100_000;
    const counts = new Array<number>(weights.length).fill(0);
    for (const r of rollDrops(c, 'fixed-server-seed-for-the-test', 'client', 0, n)) counts[r.drop.item.id]! += 1;
    let chiSquare = 0;
    for (const [i, w] of weights.entries()) {
      const p = w / total;
      const expected = n * p;
      const sigma = Math.sqrt(n * p * (1 - p));
      // Each drop within 5 standard deviations of its expectation.
      expect(Math.abs(counts[i]! - expected)).toBeLessThan(5 * sigma);
      chiSquare += (counts[i]! - expected) ** 2 / expected;
    }
    // 5 degrees of freedom: P(chi² > 25.7) ≈ 0.0001.
    expect(chiSquare).toBeLessThan(25.7);
  });

  it('is reproducible from the seeds alone', () => {
    const c = loadedCase([1, 2, 3]);
    const a = rollDrops(c, 'server', 'client', 10, 50).map((r) => r.ticket);
    const b = rollDrops(c, 'server', 'client', 10, 50).map((r) => r.ticket);
    expect(a).toEqual(b);
    expect(rollDrops(c, 'server', 'other-client', 10, 50).map((r) => r.ticket)).not.toEqual(a);
  });
});
