import { describe, expect, it } from 'vitest';
import { edgeShareUnits, firstDepositBonusAmount, isBlockedReferralCode, parseRateTiers, referralCodeKey, tierRate, unitsToKopecks, PARTNER_UNITS_PER_KOPECK } from './partner-rules.js';

describe('partner rules', () => {
  it('folds case and look-alike characters, and refuses offensive words in any spelling', () => {
    expect(referralCodeKey('Alpha7')).toBe(referralCodeKey('A1PHA7'));
    expect(referralCodeKey('BOSS')).toBe(referralCodeKey('8055'));
    expect(isBlockedReferralCode('xSukax')).toBe(true);
    expect(isBlockedReferralCode('5UKA22')).toBe(true);
    expect(isBlockedReferralCode('Dragon7')).toBe(false);
  });

  it('parses tiers and picks the highest one reached', () => {
    const tiers = parseRateTiers('5:7, 0:5,20:10.5')!;
    expect(tiers).toEqual([
      { from: 0, rateBp: 500 },
      { from: 5, rateBp: 700 },
      { from: 20, rateBp: 1050 },
    ]);
    expect([0, 4, 5, 19, 20, 100].map((n) => tierRate(tiers, n))).toEqual([500, 500, 700, 700, 1050, 1050]);
    expect(tierRate([{ from: 1, rateBp: 100 }], 0)).toBe(0);
    expect(parseRateTiers('')).toBeNull();
    expect(parseRateTiers('0:5;5:7')).toBeNull();
    expect(parseRateTiers('0:101')).toBeNull();
  });

  it('accrues stake × (1 − return) × rate exactly, nothing past a full return, and pays whole kopecks', () => {
    // 123 kopecks at a 90 % return and 5 %: 0.615 kopeck.
    expect(edgeShareUnits(123, 9_000, 500)).toBe(123n * 1_000n * 500n);
    expect(edgeShareUnits(100, 12_250, 500)).toBe(0n);
    expect(edgeShareUnits(0, 9_000, 500)).toBe(0n);
    const units = 3n * PARTNER_UNITS_PER_KOPECK + 7n;
    expect(unitsToKopecks(units)).toEqual({ kopecks: 3, rest: 7n });
    expect(unitsToKopecks(-5n)).toEqual({ kopecks: 0, rest: -5n });
  });

  it('gives the first-deposit bonus as a share of the deposit, rounded down, up to the cap', () => {
    // 10 % of 1234.57 ₽ is 123.457 ₽: 123.45 ₽.
    expect(firstDepositBonusAmount(123_457, 1_000, 50_000)).toBe(12_345);
    // 10 % of 10 000 ₽ is past the 500 ₽ cap.
    expect(firstDepositBonusAmount(1_000_000, 1_000, 50_000)).toBe(50_000);
    expect(firstDepositBonusAmount(9, 1_000, 50_000)).toBe(0);
    expect(firstDepositBonusAmount(100_000, 0, 50_000)).toBe(0);
    expect(firstDepositBonusAmount(100_000, 1_000, 0)).toBe(0);
  });
});
