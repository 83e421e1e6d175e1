import { describe, expect, it } from 'vitest';
import { rollTicket, TICKETS } from './fairness.js';
import { rollWithNativeHmac } from './testing/native-hmac.js';
import {
  chanceTier,
  upgradeChance,
  upgradeChanceTickets,
  upgradeLossCoins,
  upgradeMaximumTarget,
  upgradeMinimumInput,
  upgradePityCap,
  upgradeRatioAllowed,
  upgradeWinRange,
  upgradeWins,
  UPGRADE_RATE_BP,
  verifyUpgrade,
} from './upgrade-rules.js';

describe('upgrade chance', () => {
  it('is input over target times the rate, in percent with 3 decimals (hand-worked)', () => {
    expect(UPGRADE_RATE_BP).toBe(9000);
    // 100 ₽ → 150 ₽: 100/150 × 0.9 = 60 %.
    expect(upgradeChanceTickets(10_000, 15_000)).toBe(60_000);
    expect(upgradeChance(10_000, 15_000)).toBe(60);
    // 10 ₽ → 30 ₽: 30 %.
    expect(upgradeChance(1_000, 3_000)).toBe(30);
    // 1 ₽ → 7 ₽: 0.9 / 7 = 12.857142… % → 12.857 %.
    expect(upgradeChanceTickets(100, 700)).toBe(12_857);
    expect(upgradeChance(100, 700)).toBe(12.857);
    // 2 ₽ → 3 ₽: 60 % exactly; 1.99 ₽ → 3 ₽: 59.7 %.
    expect(upgradeChance(200, 300)).toBe(60);
    expect(upgradeChance(199, 300)).toBe(59.7);
  });

  it('rounds half up at the third decimal', () => {
    // 0.01 ₽ → 1800 ₽ is 0.0005 %: rounds up to 0.001 %.
    expect(upgradeChanceTickets(1, 180_000)).toBe(1);
    // 0.01 ₽ → 1800.01 ₽ is just below: rounds down to 0.
    expect(upgradeChanceTickets(1, 180_001)).toBe(0);
    // 2/3 of 90 % = 60 %; 1/3 = 30 %; 1/6 of 90 % = 15 %; 1/9 = 10 %.
    expect(upgradeChance(1, 9)).toBe(10);
  });

  it('is clamped to 0…100', () => {
    expect(upgradeChanceTickets(10_000, 5_000, 10_000)).toBe(TICKETS);
    expect(upgradeChance(10_000, 5_000, 10_000)).toBe(100);
    expect(upgradeChance(0, 5_000)).toBe(0);
    expect(upgradeChance(100, 0)).toBe(0);
  });

  it('has colour tiers below 25, to below 60 and from 60', () => {
    expect(chanceTier(0)).toBe('low');
    expect(chanceTier(24.999)).toBe('low');
    expect(chanceTier(25)).toBe('middle');
    expect(chanceTier(59.999)).toBe('middle');
    expect(chanceTier(60)).toBe('high');
    expect(chanceTier(140)).toBe('high');
  });
});

describe('upgrade roll range', () => {
  it('wins on 1 … 1000 per percent, or from 100000 down when reversed', () => {
    expect(upgradeWinRange(30_000, false)).toEqual({ from: 1, to: 30_000 });
    expect(upgradeWinRange(30_000, true)).toEqual({ from: 70_001, to: 100_000 });
    expect(upgradeWins(30_000, 30_000, false)).toBe(true);
    expect(upgradeWins(30_001, 30_000, false)).toBe(false);
    expect(upgradeWins(70_000, 30_000, true)).toBe(false);
    expect(upgradeWins(70_001, 30_000, true)).toBe(true);
    expect(upgradeWins(100_000, 30_000, true)).toBe(true);
  });

  it('never wins with no chance', () => {
    for (const ticket of [1, 50_000, 100_000]) {
      expect(upgradeWins(ticket, 0, false)).toBe(false);
      expect(upgradeWins(ticket, 0, true)).toBe(false);
    }
  });

  it('verifies a recorded upgrade from its inputs and ticket', () => {
    expect(verifyUpgrade({ ticket: 30_000, inputTotal: 10_000, targetPrice: 15_000, rateBp: 9000, reversed: false })).toEqual({
      chanceTickets: 60_000,
      chance: 60,
      range: { from: 1, to: 60_000 },
      success: true,
    });
    expect(verifyUpgrade({ ticket: 30_000, inputTotal: 10_000, targetPrice: 15_000, rateBp: 9000, reversed: true }).success).toBe(false);
  });
});

describe('upgrade limits and consolation', () => {
  it('keeps the price ratio (in percent) under 8000: the target stays under 80 times the input', () => {
    expect(upgradeRatioAllowed(100, 7_999)).toBe(true);
    expect(upgradeRatioAllowed(100, 8_000)).toBe(false);
    expect(upgradeRatioAllowed(0, 1)).toBe(false);
    expect(upgradeMinimumInput(8_000)).toBe(101);
    expect(upgradeRatioAllowed(upgradeMinimumInput(8_000), 8_000)).toBe(true);
    expect(upgradeRatioAllowed(upgradeMinimumInput(8_000) - 1, 8_000)).toBe(false);
    expect(upgradeMaximumTarget(100)).toBe(7_999);
    expect(upgradeRatioAllowed(100, upgradeMaximumTarget(100) + 1)).toBe(false);
  });

  it('gives up to 5 % back as a pity item and a whole coin per 100 ₽', () => {
    expect(upgradePityCap(10_000)).toBe(500);
    expect(upgradePityCap(399)).toBe(19);
    expect(upgradeLossCoins(10_000)).toBe(100);
    expect(upgradeLossCoins(29_999)).toBe(200);
    expect(upgradeLossCoins(9_999)).toBe(0);
  });
});

describe('observed win rate', () => {
  rollWithNativeHmac();
  // 200000 HMAC-SHA512 rolls take a few seconds on a busy machine.
  it('over 100000 seeded rolls stays within 5 standard deviations of the stated chance', { timeout: 120_000 }, () => {
    const n = 100_000;
    for (const [input, target, reversed] of [
      [10_000, 15_000, false],
      [1_000, 7_000, true],
    ] as const) {
      const tickets = upgradeChanceTickets(input, target);
      const p = tickets / TICKETS;
      let wins = 0;
      for (let nonce = 0; nonce < n; nonce += 1) {
        if (upgradeWins(rollTicket('upgrade-seed', 'client-seed', nonce), tickets, reversed)) wins += 1;
      }
      const sigma = Math.sqrt(n * p * (1 - p));
      expect(Math.abs(wins - n * p)).toBeLessThan(5 * sigma);
    }
  });
});
