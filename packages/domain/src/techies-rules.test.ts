import { describe, expect, it } from 'vitest';
import { roll } from './fairness.js';
import { rollWithNativeHmac } from './testing/native-hmac.js';
import {
  TECHIES_CELLS,
  TECHIES_HOUSE_EDGE_BP,
  techiesMines,
  techiesMultiplier,
  techiesMultiplierTable,
  techiesNextMultiplier,
  techiesPayout,
  techiesShuffle,
  verifyTechies,
} from './techies-rules.js';

const SERVER = 'a'.repeat(64);
const CLIENT = 'player-seed';

describe('techies multiplier', () => {
  it('is C(25,k)/C(25-m,k) × (1 - edge), in hundredths rounded down (hand-worked)', () => {
    expect(TECHIES_HOUSE_EDGE_BP).toBe(300);
    // 1 mine, 1 safe: 25/24 × 0.97 = 1.0104… → ×1.01.
    expect(techiesMultiplier(1, 1)).toBe(101);
    // 3 mines, 1 safe: 25/22 × 0.97 = 1.1022… → ×1.10.
    expect(techiesMultiplier(3, 1)).toBe(110);
    // 3 mines, 2 safe: (25·24)/(22·21) × 0.97 = 1.2597… → ×1.25.
    expect(techiesMultiplier(3, 2)).toBe(125);
    // 24 mines, 1 safe: 25 × 0.97 = 24.25.
    expect(techiesMultiplier(24, 1)).toBe(2425);
    // 5 mines, all 20 safe: C(25,20)/C(20,20) = 53130 × 0.97 = 51536.1 → ×51536.10.
    expect(techiesMultiplier(5, 20)).toBe(5_153_610);
    // 1 mine, all 24 safe: 25 × 0.97 = 24.25.
    expect(techiesMultiplier(1, 24)).toBe(2425);
  });

  it('starts at ×1.00, grows with every reveal, and has no step past the last safe cell', () => {
    expect(techiesMultiplier(3, 0)).toBe(100);
    for (let mines = 1; mines <= 24; mines += 1) {
      const table = techiesMultiplierTable(mines);
      expect(table).toHaveLength(TECHIES_CELLS - mines);
      for (let i = 1; i < table.length; i += 1) expect(table[i]).toBeGreaterThanOrEqual(table[i - 1]!);
      expect(techiesNextMultiplier(mines, table.length)).toBeNull();
      expect(techiesNextMultiplier(mines, 0)).toBe(table[0]);
      expect(techiesMultiplier(mines, table.length + 1)).toBe(0);
    }
    expect(techiesMultiplier(0, 1)).toBe(0);
    expect(techiesMultiplier(25, 1)).toBe(0);
    expect(techiesMultiplier(3, 1.5)).toBe(0);
  });

  it('never pays more than the fair odds: the expected return is at most 1 - edge', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let k = 1; k <= 25 - mines; k += 1) {
        // P(k safe in a row) = C(25-m,k)/C(25,k); the return is that times the multiplier.
        let survive = 1;
        for (let i = 0; i < k; i += 1) survive *= (25 - mines - i) / (25 - i);
        const ret = survive * (techiesMultiplier(mines, k) / 100);
        expect(ret).toBeLessThanOrEqual(1 - TECHIES_HOUSE_EDGE_BP / 10_000 + 1e-9);
        expect(ret).toBeGreaterThan(0.95);
      }
    }
  });
});

describe('techies payout', () => {
  it('is the stake times the shown multiplier, in kopecks rounded down', () => {
    expect(techiesPayout(10_000, 110)).toBe(11_000);
    expect(techiesPayout(333, 125)).toBe(416); // 416.25 → 416
    expect(techiesPayout(100, 101)).toBe(101);
    // The largest stake on the largest multiplier stays exact.
    expect(techiesPayout(10_000_000, techiesMultiplier(12, 13))).toBe(Math.floor((10_000_000 * techiesMultiplier(12, 13)) / 100));
  });
});

describe('techies field', () => {
  it('is a permutation of the 25 cells, the same for the same seeds and nonce', () => {
    const a = techiesShuffle(SERVER, CLIENT, 7);
    expect([...a].sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(techiesShuffle(SERVER, CLIENT, 7)).toEqual(a);
    expect(techiesShuffle(SERVER, CLIENT, 8)).not.toEqual(a);
    expect(techiesShuffle(SERVER, 'other', 7)).not.toEqual(a);
  });

  it('follows the documented Fisher–Yates steps with the roll function (cursor 0 first)', () => {
    const cells = Array.from({ length: 25 }, (_, i) => i);
    let cursor = 0;
    for (let i = 24; i > 0; i -= 1) {
      const j = Math.floor(roll(SERVER, CLIENT, 3, cursor) * (i + 1));
      const keep = cells[i]!;
      cells[i] = cells[j]!;
      cells[j] = keep;
      cursor += 1;
    }
    expect(techiesShuffle(SERVER, CLIENT, 3)).toEqual(cells);
    expect(techiesMines(SERVER, CLIENT, 3, 5)).toEqual(cells.slice(0, 5).sort((x, y) => x - y));
  });

  it('refuses an impossible mine count', () => {
    expect(() => techiesMines(SERVER, CLIENT, 0, 0)).toThrow();
    expect(() => techiesMines(SERVER, CLIENT, 0, 25)).toThrow();
  });
});

describe('techies fields over many nonces', () => {
  rollWithNativeHmac();

  it('places mines evenly over many nonces', () => {
    const hits = new Array<number>(25).fill(0);
    const games = 2000;
    for (let nonce = 0; nonce < games; nonce += 1) for (const cell of techiesMines(SERVER, CLIENT, nonce, 5)) hits[cell]! += 1;
    // Each cell is mined with p = 1/5: 400 expected, sd ≈ 17.9; 6 sd either side.
    for (const h of hits) expect(Math.abs(h - 400)).toBeLessThan(110);
  });
});

describe('techies verification', () => {
  it('confirms a field placed by the seeds and catches one that was not', () => {
    const mines = techiesMines(SERVER, CLIENT, 11, 3);
    expect(verifyTechies({ serverSeed: SERVER, clientSeed: CLIENT, nonce: 11, mineCount: 3, mines: [...mines].reverse() })).toEqual({ mines, matches: true });
    const free = Array.from({ length: 25 }, (_, i) => i).find((c) => !mines.includes(c))!;
    const moved = [free, ...mines.slice(1)];
    expect(verifyTechies({ serverSeed: SERVER, clientSeed: CLIENT, nonce: 11, mineCount: 3, mines: moved }).matches).toBe(false);
    expect(verifyTechies({ serverSeed: SERVER, clientSeed: CLIENT, nonce: 12, mineCount: 3, mines }).matches).toBe(false);
  });
});
