import { describe, expect, it } from 'vitest';
import { rateDifference, wilsonInterval } from './experiment-stats.js';

// Reference values: Newcombe, "Two-sided confidence intervals for the single proportion" and "Interval estimation
// for the difference between independent proportions" (Statistics in Medicine, 1998), Wilson score and method 10.
describe('Wilson score interval', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i lies in [%f, %f]', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('stays within 0 and 1 and is null without trials', () => {
    expect(wilsonInterval(10, 10)!.high).toBeLessThanOrEqual(1);
    expect(wilsonInterval(0, 10)!.low).toBe(0);
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe("Newcombe's interval of a difference", () => {
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
  ])('%i/%i less %i/%i lies in [%f, %f]', (s1, n1, s0, n0, low, high) => {
    const d = rateDifference({ successes: s1, trials: n1 }, { successes: s0, trials: n0 })!;
    expect(d.value).toBeCloseTo(s1 / n1 - s0 / n0, 10);
    expect(d.low).toBeCloseTo(low, 4);
    expect(d.high).toBeCloseTo(high, 4);
  });

  it('is null when a side has no trials', () => {
    expect(rateDifference({ successes: 1, trials: 2 }, { successes: 0, trials: 0 })).toBeNull();
  });
});
