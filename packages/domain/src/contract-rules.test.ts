import { describe, expect, it } from 'vitest';
import { rollTicket, TICKETS } from './fairness.js';
import { contractOdds, contractPick, contractRange, contractTarget, contractWeights, sortCandidates, verifyContract } from './contract-rules.js';
import { rollWithNativeHmac } from './testing/native-hmac.js';

const c = (itemId: number, price: number) => ({ itemId, price });

describe('contract range and weighting', () => {
  it('spans a quarter to four times the input total and aims at 90 % of it', () => {
    expect(contractRange(4_000)).toEqual({ min: 1_000, max: 16_000 });
    expect(contractTarget(4_000)).toBe(3_600);
  });

  it('weights cheap and dear items so the mean is the target (hand-worked)', () => {
    // Prices 10, 20, 30 (cheap, sum 60) and 60 (dear) with target 36:
    // cheap weight 60 − 36 = 24, dear weight 36 × 3 − 60 = 48 → 20 %, 20 %, 20 %, 40 %; mean 2 + 4 + 6 + 24 = 36.
    const sorted = sortCandidates([c(4, 60), c(2, 20), c(1, 10), c(3, 30)]);
    expect(sorted.map((x) => x.itemId)).toEqual([1, 2, 3, 4]);
    expect(contractWeights(sorted, 36)).toEqual([24, 24, 24, 48]);
    const odds = contractOdds(sorted, 40)!;
    expect(odds.ranges).toEqual([
      { from: 1, to: 20_000 },
      { from: 20_001, to: 40_000 },
      { from: 40_001, to: 60_000 },
      { from: 60_001, to: 100_000 },
    ]);
    expect(odds.expectedValue).toBeCloseTo(36, 9);
    expect(odds.chanceAbove).toBe(40);
    expect([odds.minPrize, odds.maxPrize]).toEqual([10, 60]);
  });

  it('leaves out items outside the range and ties by item id', () => {
    const odds = contractOdds([c(9, 5), c(1, 10), c(2, 10), c(3, 60), c(8, 1_000)], 40)!;
    expect(odds.candidates.map((x) => x.itemId)).toEqual([1, 2, 3]);
  });

  it('cannot meet the return when one side is empty', () => {
    expect(contractOdds([c(1, 10), c(2, 20)], 40)).toBeNull();
    expect(contractOdds([c(1, 100), c(2, 120)], 40)).toBeNull();
    expect(contractOdds([], 40)).toBeNull();
  });

  it('picks by ticket and verifies a record', () => {
    const candidates = [c(1, 10), c(2, 20), c(3, 30), c(4, 60)];
    const odds = contractOdds(candidates, 40)!;
    expect(contractPick(odds, 1)).toBe(0);
    expect(contractPick(odds, 60_000)).toBe(2);
    expect(contractPick(odds, 60_001)).toBe(3);
    expect(verifyContract({ candidates, total: 40, returnBp: 9000, ticket: 100_000 })).toEqual(c(4, 60));
    expect(verifyContract({ candidates, total: 40, returnBp: 9000, ticket: 0 })).toBeNull();
  });
});

describe('contract draws over many seeded rolls', () => {
  rollWithNativeHmac();

  it('returns the configured share on average over many seeded draws', { timeout: 120_000 }, () => {
    const candidates = Array.from({ length: 60 }, (_, i) => c(i + 1, 300 + i * 137));
    const total = 2_500;
    const odds = contractOdds(candidates, total)!;
    expect(odds.expectedValue / total).toBeCloseTo(0.9, 3);
    const n = 50_000;
    let sum = 0;
    let sumSq = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const price = odds.candidates[contractPick(odds, rollTicket('contract-seed', 'client', nonce))]!.price;
      sum += price;
      sumSq += price * price;
    }
    const mean = sum / n;
    const sd = Math.sqrt(sumSq / n - mean * mean);
    expect(Math.abs(mean - odds.expectedValue)).toBeLessThan((5 * sd) / Math.sqrt(n));
    expect(TICKETS).toBe(100_000);
  });
});
