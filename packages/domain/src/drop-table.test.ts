import { describe, expect, it } from 'vitest';
import { dropTableStats, volatilityOf } from './drop-table.js';

describe('drop table stats', () => {
  const rows = [
    { price: 10_000, chance: 0.1 },
    { price: 5_000, chance: 0.4 },
    { price: 1_000, chance: 0.5 },
  ];

  it('computes the expected value, the return and the price that reaches a target return', () => {
    const stats = dropTableStats(rows, { price: 4_000, everyNOpenFree: null, itemsPerOpen: 1 }, 0.9);
    expect(stats.sumsToOne).toBe(true);
    expect(stats.expectedValue).toBe(3_500);
    expect(stats.rtp).toBeCloseTo(0.875, 10);
    expect(stats.priceForTarget).toBe(3_889);
    expect(stats.chances).toEqual([0.1, 0.4, 0.5]);
  });

  it('spreads every-N-free opens over the price', () => {
    const stats = dropTableStats(rows, { price: 4_000, everyNOpenFree: 5, itemsPerOpen: 1 }, 0.875);
    expect(stats.rtp).toBeCloseTo(3_500 / 3_200, 10);
    expect(stats.priceForTarget).toBe(5_000);
  });

  it('rounds the price for a target up, so taking it never returns more than the target', () => {
    const table = [
      { price: 150, chance: 0.8 },
      { price: 400, chance: 0.2 },
    ];
    const stats = dropTableStats(table, { price: 1, everyNOpenFree: null, itemsPerOpen: 1 }, 0.9);
    expect(stats.expectedValue).toBe(200);
    expect(stats.priceForTarget).toBe(223);
    expect(dropTableStats(table, { price: stats.priceForTarget, everyNOpenFree: null, itemsPerOpen: 1 }, 0.9).rtp).toBeLessThanOrEqual(0.9);
    expect(dropTableStats(table, { price: stats.priceForTarget - 1, everyNOpenFree: null, itemsPerOpen: 1 }, 0.9).rtp).toBeGreaterThan(0.9);
  });

  it('tells a table whose chances do not add up to one', () => {
    expect(dropTableStats(rows.slice(1), { price: 1, everyNOpenFree: null, itemsPerOpen: 1 }, 0.9).sumsToOne).toBe(false);
    expect(dropTableStats([...rows, { price: 1, chance: 0 }], { price: 1, everyNOpenFree: null, itemsPerOpen: 1 }, 0.9).sumsToOne).toBe(false);
  });

  it('rates a table with a rare expensive prize as more volatile than an even one', () => {
    expect(volatilityOf([{ price: 100, chance: 0.5 }, { price: 120, chance: 0.5 }])).toBe(1);
    expect(volatilityOf([{ price: 1_000_000, chance: 0.001 }, { price: 100, chance: 0.999 }])).toBe(4);
  });
});
