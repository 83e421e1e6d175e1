import { describe, expect, it } from 'vitest';
import { coinCaseLevelGate, expForLevel, expForSpend, levelBand, levelForExp, levelProgress, MAX_LEVEL } from './levels.js';

describe('levelBand', () => {
  it.each([
    [1, 1, 4],
    [4, 1, 4],
    [5, 5, 9],
    [9, 5, 9],
    [10, 10, 19],
    [19, 10, 19],
    [20, 20, 29],
    [155, 150, 159],
    [190, 190, 199],
    [199, 190, 199],
    [200, 200, 200],
  ])('level %i is in %i-%i', (level, from, to) => {
    expect(levelBand(level)).toMatchObject({ from, to });
  });

  it('has 22 bands in increasing order', () => {
    const indexes = new Set<number>();
    for (let l = 1; l <= MAX_LEVEL; l += 1) indexes.add(levelBand(l).index);
    expect([...indexes]).toEqual(Array.from({ length: 22 }, (_, i) => i));
  });
});

describe('experience curve', () => {
  it('starts at level 1 with no experience', () => {
    expect(levelForExp(0)).toBe(1);
    expect(expForLevel(1)).toBe(0);
  });

  it('maps each level threshold exactly', () => {
    for (let level = 1; level <= MAX_LEVEL; level += 1) {
      expect(levelForExp(expForLevel(level))).toBe(level);
      if (level > 1) expect(levelForExp(expForLevel(level) - 1)).toBe(level - 1);
    }
  });

  it('caps at level 200', () => {
    expect(levelForExp(expForLevel(MAX_LEVEL) * 10)).toBe(MAX_LEVEL);
    expect(levelProgress(expForLevel(MAX_LEVEL) + 5)).toMatchObject({ userLevel: 200, expToNextLevel: 0, percentToNextLevel: 100 });
  });

  it('reports progress inside a level', () => {
    // Level 2 starts at 50 and level 3 at 150.
    expect(levelProgress(100)).toEqual({
      userLevel: 2,
      currentExp: 100,
      expPreviousLevel: 50,
      expToNextLevel: 50,
      percentToNextLevel: 50,
    });
  });

  it('earns one point per whole rouble', () => {
    expect(expForSpend(12_345)).toBe(123);
    expect(expForSpend(-5)).toBe(0);
  });
});

describe('coinCaseLevelGate', () => {
  it('maps the first four indexes to 1, 15, 30, 40 and then (index+1)*15', () => {
    expect([0, 1, 2, 3, 4, 5].map(coinCaseLevelGate)).toEqual([1, 15, 30, 40, 75, 90]);
  });
});
