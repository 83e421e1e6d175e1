import { describe, expect, it } from 'vitest';
import { assignVariant, EVERYONE, hashBucket, inTraffic, isTargeted, pickVariant } from './experiment-rules.js';
import { experimentBackoffMs, flagPollIntervalMs, isRetryableExperimentFailure, minSumOf } from './experiment-client-rules.js';

const units = (n: number) => Array.from({ length: n }, (_, i) => `d:unit-${i}`);

describe('assignment', () => {
  const experiment = { key: 'change-min-sum', salt: 'a1b2', trafficPercent: 100, variants: [{ key: 'control', weight: 1 }, { key: 'min300', weight: 3 }] };

  it('gives a unit the same variant every time, and another salt shuffles units anew', () => {
    for (const unit of units(50)) expect(assignVariant(experiment, unit)).toBe(assignVariant(experiment, unit));
    const moved = units(200).filter((u) => assignVariant(experiment, u) !== assignVariant({ ...experiment, salt: 'other' }, u));
    expect(moved.length).toBeGreaterThan(40);
  });

  it('splits units by weight', () => {
    const counts = new Map<string, number>();
    for (const unit of units(20_000)) {
      const v = assignVariant(experiment, unit)!;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    // 25 % of 20 000 has a standard deviation of about 61: 5 of them either way.
    expect(Math.abs(counts.get('control')! - 5000)).toBeLessThan(306);
    expect(counts.get('control')! + counts.get('min300')!).toBe(20_000);
  });

  it('admits the share of traffic asked for, and widening it keeps every unit already in', () => {
    const at = (percent: number) => units(10_000).filter((u) => inTraffic('k', 's', u, percent));
    expect(Math.abs(at(20).length - 2000)).toBeLessThan(200);
    const wider = new Set(at(50));
    expect(at(20).every((u) => wider.has(u))).toBe(true);
    expect(at(0)).toEqual([]);
    expect(at(100)).toHaveLength(10_000);
    expect(assignVariant({ ...experiment, trafficPercent: 0 }, 'd:x')).toBeNull();
  });

  it('never picks a variant of weight zero, and picks nothing when every weight is zero', () => {
    const variants = [{ key: 'control', weight: 0 }, { key: 'b', weight: 5 }];
    expect(new Set(units(500).map((u) => pickVariant('k', 's', u, variants)))).toEqual(new Set(['b']));
    expect(pickVariant('k', 's', 'd:x', [{ key: 'a', weight: 0 }])).toBeNull();
  });

  it('draws numbers in [0, 1)', () => {
    const draws = units(1000).map(hashBucket);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });
});

describe('targeting', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  const player = (days: number, level: number) => ({ kind: 'player' as const, registeredAt: new Date(now.getTime() - days * 86_400_000), level });

  it('reaches guests, new players and a level band as defined', () => {
    expect(isTargeted(EVERYONE, { kind: 'guest' }, now)).toBe(true);
    expect(isTargeted({ ...EVERYONE, guests: false }, { kind: 'guest' }, now)).toBe(false);
    const fresh = { ...EVERYONE, newWithinDays: 7 };
    expect(isTargeted(fresh, player(6.9, 1), now)).toBe(true);
    expect(isTargeted(fresh, player(7.1, 1), now)).toBe(false);
    const band = { ...EVERYONE, levelMin: 5, levelMax: 9 };
    expect([4, 5, 9, 10].map((level) => isTargeted(band, player(100, level), now))).toEqual([false, true, true, false]);
    expect(isTargeted({ ...EVERYONE, players: false }, player(0, 1), now)).toBe(false);
  });
});

describe('the client rules', () => {
  it('retries network failures, odd answers below 400, server errors and 429 only', () => {
    expect([null, 0, 200, 302, 429, 500, 503].every(isRetryableExperimentFailure)).toBe(true);
    expect([400, 401, 403, 404, 422].some(isRetryableExperimentFailure)).toBe(false);
  });

  it('backs off from 500 ms by 1.5 up to 10 s, and polls no faster than once a minute', () => {
    expect([0, 1, 2, 7, 8, 20].map(experimentBackoffMs)).toEqual([500, 750, 1125, 8542, 10_000, 10_000]);
    expect(flagPollIntervalMs()).toBe(300_000);
    expect(flagPollIntervalMs(1000)).toBe(60_000);
  });

  it('reads the smallest sum of a change-min-sum variant', () => {
    expect(minSumOf({ minSum: 300 })).toBe(300);
    expect([null, 'x', {}, { minSum: -1 }, { minSum: '300' }].map(minSumOf)).toEqual([null, null, null, null, null]);
  });
});
