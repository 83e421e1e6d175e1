import { describe, expect, it } from 'vitest';
import type { PriceSource, Quote } from '../src/modules/prices/quote.js';
import { robustPrice } from '../src/modules/prices/robust-price.js';

const now = new Date('2026-12-07T04:00:00Z');
const MINUTE = 60_000;
const options = { now, staleAfterMs: 30 * MINUTE, outlierRatio: 0.5 };

function quote(source: PriceSource, price: number, volume: number | null = null, minutesAgo = 1): Quote {
  return { source, marketHashName: 'AK-47 | Redline (Field-Tested)', price, volume, observedAt: new Date(now.getTime() - minutesAgo * MINUTE) };
}

describe('robust price', () => {
  it('is the median of agreeing sources', () => {
    expect(robustPrice([quote('skinport', 100_00), quote('market', 102_00), quote('steam', 98_00)], options)).toEqual({
      price: 100_00,
      sources: ['skinport', 'market', 'steam'],
      dropped: [],
    });
  });

  it('follows a 40 % crash on one source only as far as the median, and drops it under a tighter ratio', () => {
    const quotes = [quote('skinport', 60_00), quote('market', 100_00), quote('steam', 101_00)];
    expect(robustPrice(quotes, options)).toMatchObject({ price: 100_00, dropped: [] });
    expect(robustPrice(quotes, { ...options, outlierRatio: 0.3 })).toEqual({ price: 100_50, sources: ['market', 'steam'], dropped: [{ source: 'skinport', reason: 'outlier' }] });
  });

  it('goes on without a source that is down', () => {
    expect(robustPrice([quote('market', 100_00), quote('steam', 104_00)], options)).toEqual({ price: 102_00, sources: ['market', 'steam'], dropped: [] });
  });

  it('drops a source lying at ten times the others, without pushing the honest ones out', () => {
    const result = robustPrice([quote('skinport', 1000_00), quote('market', 100_00), quote('steam', 99_00)], options);
    expect(result).toEqual({ price: 99_50, sources: ['market', 'steam'], dropped: [{ source: 'skinport', reason: 'outlier' }] });
    // A liar at a tenth is as far out.
    expect(robustPrice([quote('skinport', 10_00), quote('market', 100_00), quote('steam', 99_00)], options)?.dropped).toEqual([{ source: 'skinport', reason: 'outlier' }]);
  });

  it('trusts neither of two sources that disagree; of three, the two that agree', () => {
    expect(robustPrice([quote('market', 100_00), quote('steam', 1000_00)], options)).toBeNull();
    expect(robustPrice([quote('skinport', 100_00), quote('market', 1000_00), quote('steam', 1010_00)], options)).toEqual({
      price: 1005_00,
      sources: ['market', 'steam'],
      dropped: [{ source: 'skinport', reason: 'outlier' }],
    });
  });

  it('takes each source\'s latest quote and drops stale ones; null when none is fresh', () => {
    const quotes = [quote('skinport', 50_00, null, 45), quote('skinport', 101_00, null, 5), quote('market', 100_00, null, 31), quote('steam', 99_00, null, 2)];
    expect(robustPrice(quotes, options)).toEqual({ price: 100_00, sources: ['skinport', 'steam'], dropped: [{ source: 'market', reason: 'stale' }] });
    expect(robustPrice([quote('market', 100_00, null, 31), quote('steam', 99_00, null, 60)], options)).toBeNull();
    expect(robustPrice([], options)).toBeNull();
  });

  it('weights by volume, a source without volume counting once', () => {
    expect(robustPrice([quote('skinport', 100_00, 1), quote('market', 110_00, 10), quote('steam', 90_00)], options)?.price).toBe(110_00);
    expect(robustPrice([quote('skinport', 100_00, 0), quote('market', 110_00, null), quote('steam', 90_00, 5)], options)?.price).toBe(90_00);
  });

  it('splits an exact tie of weight at the midpoint, in whole kopecks rounded half up', () => {
    expect(robustPrice([quote('skinport', 100_00, 3), quote('market', 120_01, 3)], options)?.price).toBe(110_01);
    expect(robustPrice([quote('skinport', 100_00), quote('market', 100_00)], options)?.price).toBe(100_00);
  });

  it('keeps a single fresh source as it is: there is nothing to compare it with', () => {
    expect(robustPrice([quote('steam', 1234_56, 7)], options)).toEqual({ price: 1234_56, sources: ['steam'], dropped: [] });
  });
});
