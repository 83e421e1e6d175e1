import { describe, expect, it } from 'vitest';
import {
  battlePassCost,
  countdownParts,
  displayedLevelIndex,
  passLevelReached,
  formatPlace,
  levelState,
  levelType,
  periodLabel,
} from './engagement-rules.js';
import { drawRaffle, rollOpenCoins } from './engagement-rolls.js';
import { roll } from './fairness.js';

describe('leaderboard places', () => {
  it('shows the place up to 1000, 1000+ above and a dash when none', () => {
    expect(formatPlace(1)).toBe('1');
    expect(formatPlace(1000)).toBe('1000');
    expect(formatPlace(1001)).toBe('1000+');
    expect(formatPlace(null)).toBe('—');
    expect(formatPlace(undefined)).toBe('—');
    expect(formatPlace(0)).toBe('—');
  });

  it('counts down in days, hours, minutes and seconds and labels the period in DD.MM.YYYY', () => {
    expect(countdownParts(86400 + 3600 * 2 + 60 * 3 + 4)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(periodLabel('2026-11-01T00:00:00Z', '2026-11-30T23:59:59Z')).toBe('01.11.2026 — 30.11.2026');
  });
});

describe('battle pass', () => {
  it('maps the flags to states and levels to types', () => {
    expect(levelState({ active: false, current: false, done: false })).toBe('locked');
    expect(levelState({ active: true, current: false, done: true })).toBe('received');
    expect(levelState({ active: true, current: false, done: false })).toBe('done');
    expect(levelState({ active: false, current: true, done: false })).toBe('current');
    expect([1, 15, 30, 40, 49, 50].map(levelType)).toEqual(['classic', 'rare', 'rare', 'rare', 'classic', 'ultra']);
  });

  it('shows the first claimable level, else the current, else the last', () => {
    const l = (active: boolean, current: boolean, done: boolean) => ({ active, current, done });
    expect(displayedLevelIndex([l(true, false, true), l(true, false, false), l(false, true, false)])).toBe(1);
    expect(displayedLevelIndex([l(true, false, true), l(false, true, false), l(false, false, false)])).toBe(1);
    expect(displayedLevelIndex([l(true, false, true), l(true, false, true)])).toBe(1);
  });

  it('costs rise level after level', () => {
    for (let level = 2; level <= 50; level += 1) expect(battlePassCost(level) - battlePassCost(level - 1)).toBeGreaterThan(0);
  });
});

describe('coins and raffle rolls', () => {
  it('rolls coins inside the range from the opening seeds and the coins cursor', () => {
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const coins = rollOpenCoins('server', 'client', nonce, { min: 3, max: 12 });
      expect(coins).toBeGreaterThanOrEqual(3);
      expect(coins).toBeLessThanOrEqual(12);
      expect(coins).toBe(3 + Math.floor(roll('server', 'client', nonce, 200) * 10));
      seen.add(coins);
    }
    expect(seen.size).toBe(10);
    expect(rollOpenCoins('s', 'c', 1, { min: 0, max: 0 })).toBe(0);
  });

  it('draws distinct winners weighted by tickets, the same for the same seed', () => {
    const entrants = [
      { userId: 3, tickets: 1 },
      { userId: 1, tickets: 5 },
      { userId: 2, tickets: 0 },
      { userId: 4, tickets: 2 },
    ];
    const winners = drawRaffle('seed', 'autumn', entrants, 5);
    expect(winners.map((w) => w.userId).sort()).toEqual([1, 3, 4]);
    expect(drawRaffle('seed', 'autumn', [...entrants].reverse(), 5)).toEqual(winners);
    let heavyFirst = 0;
    for (let i = 0; i < 400; i += 1) if (drawRaffle(`s${i}`, 'e', entrants, 1)[0]!.userId === 1) heavyFirst += 1;
    expect(heavyFirst).toBeGreaterThan(400 * 0.5); // 5 of 8 tickets: expected 250
  });
});

describe('passLevelReached', () => {
  it('is the highest reached level, not the one being earned', () => {
    const levels = [
      { level: 1, active: true, current: false, done: true },
      { level: 2, active: true, current: false, done: false },
      { level: 3, active: false, current: true, done: false },
      { level: 4, active: false, current: false, done: false },
    ];
    expect(passLevelReached(levels)).toBe(2);
  });

  it('is 0 before the first level and the last level once all are reached', () => {
    expect(passLevelReached([{ level: 1, active: false }, { level: 2, active: false }])).toBe(0);
    expect(passLevelReached([{ level: 1, active: true }, { level: 2, active: true }])).toBe(2);
  });
});
