import { describe, expect, it } from 'vitest';
import {
  BATTLE_MODES,
  battleClientSeed,
  computeBattleOutcome,
  seatsOf,
  splitWinnings,
  teamOfSeat,
  verifyBattle,
  type BattleMode,
  type BattleRoundTable,
} from './battle-rules.js';
import { hashServerSeed } from './fairness.js';
import { rollWithNativeHmac } from './testing/native-hmac.js';
import { exteriorOfFloat, rollFloat } from './wear.js';

const CASE_A: BattleRoundTable = {
  caseId: 1,
  drops: [
    { itemId: 10, price: 50_000, weight: 1 },
    { itemId: 11, price: 5_000, weight: 20 },
    { itemId: 12, price: 500, weight: 79 },
  ],
};
const CASE_B: BattleRoundTable = { caseId: 2, drops: [{ itemId: 20, price: 1_000, weight: 1 }, { itemId: 21, price: 100, weight: 1 }] };

const seedOf = (i: number) => hashServerSeed(`simulated-server-seed-${i}`);

function published(mode: BattleMode, crazy = false) {
  const serverSeed = seedOf(7);
  const memberClientSeeds = Array.from({ length: seatsOf(mode) }, (_, i) => `member-${i + 1}`);
  const ulid = '01JBATT1E0000000000000000A';
  const clientSeed = battleClientSeed(ulid, memberClientSeeds);
  const rounds = [CASE_A, CASE_B, CASE_A];
  const outcome = computeBattleOutcome({ serverSeed, clientSeed, mode, crazy, rounds });
  return {
    ulid,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    memberClientSeeds,
    mode,
    crazy,
    rounds,
    draws: outcome.draws,
    winnerTeam: outcome.winnerTeam,
  };
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, c) => a + c, 0);
  const expected = total / counts.length;
  return counts.reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
}
// Critical values at p = 0.001 for 1, 2 and 3 degrees of freedom.
const CHI2_CRITICAL = [Infinity, 10.83, 13.82, 16.27];

describe('battle outcome', () => {
  it('gives every seat one drop per round and sums totals by team', () => {
    const b = published('2v2');
    expect(b.draws).toHaveLength(3 * 4);
    const outcome = computeBattleOutcome(b);
    const team1 = outcome.draws.filter((d) => d.seat <= 2).reduce((a, d) => a + d.price, 0);
    expect(outcome.teamTotals[0]).toBe(team1);
    expect(outcome.winnerSeats).toEqual(outcome.winnerTeam === 1 ? [1, 2] : [3, 4]);
    expect(teamOfSeat('2v2', 3)).toBe(2);
    expect(teamOfSeat('1v1v1', 3)).toBe(3);
  });

  it('lets the lowest total win in crazy mode', () => {
    const b = published('1v1v1v1', true);
    const outcome = computeBattleOutcome(b);
    const min = Math.min(...outcome.teamTotals);
    expect(outcome.teamTotals[outcome.winnerTeam - 1]).toBe(min);
  });

  it('refuses a seed that is not 64 hex digits (never rolls on "undefined")', () => {
    expect(() => computeBattleOutcome({ ...published('1v1'), serverSeed: 'undefined' })).toThrow(/64 hex/);
  });

  it('breaks a tie with the tie-break roll', () => {
    const tie: BattleRoundTable = { caseId: 3, drops: [{ itemId: 30, price: 100, weight: 1 }] };
    const winners = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const o = computeBattleOutcome({ serverSeed: seedOf(i), clientSeed: 'c', mode: '1v1v1', crazy: false, rounds: [tie] });
      expect(o.tiedTeams).toEqual([1, 2, 3]);
      expect(o.tieBreakTicket).not.toBeNull();
      winners.add(o.winnerTeam);
    }
    expect([...winners].sort()).toEqual([1, 2, 3]);
  });
});

describe('verification from the revealed seed', () => {
  it('accepts the battle as published', () => {
    for (const mode of BATTLE_MODES) expect(verifyBattle(published(mode))).toMatchObject({ ok: true, problems: [] });
  });

  it('catches a changed drop, winner, seed or client seed', () => {
    const b = published('1v1');
    const changedDraw = { ...b, draws: b.draws.map((d, i) => (i === 2 ? { ...d, itemId: d.itemId === 10 ? 11 : 10 } : d)) };
    expect(verifyBattle(changedDraw).problems).toEqual(['round 2 seat 1: drop differs']);
    expect(verifyBattle({ ...b, winnerTeam: b.winnerTeam === 1 ? 2 : 1 }).ok).toBe(false);
    expect(verifyBattle({ ...b, serverSeedHash: hashServerSeed('other') }).problems[0]).toMatch(/hash/);
    expect(verifyBattle({ ...b, memberClientSeeds: ['x', 'y'] }).problems[0]).toMatch(/client seed/);
  });
});

describe('wear floats of CS skins in a battle', () => {
  const SKINS: BattleRoundTable = {
    caseId: 4,
    drops: [
      { itemId: 40, price: 9_000, weight: 10, floatRange: { min: 0.07, max: 0.15 } },
      { itemId: 41, price: 900, weight: 60, floatRange: { min: 0.45, max: 0.8 } },
      { itemId: 42, price: 90, weight: 30 },
    ],
  };
  const serverSeed = seedOf(3);
  const clientSeed = battleClientSeed('01JBATT1E0000000000000000B', ['a', 'b', 'c', 'd']);
  const outcome = computeBattleOutcome({ serverSeed, clientSeed, mode: '2v2', crazy: false, rounds: [SKINS, SKINS, SKINS, SKINS, SKINS] });

  it('rolls each skin drop a float in its range on the seat\'s float cursor; items without wear get none', () => {
    const ranges = new Map(SKINS.drops.map((d) => [d.itemId, d.floatRange ?? null]));
    expect(new Set(outcome.draws.map((d) => d.itemId)).size).toBeGreaterThan(1);
    for (const d of outcome.draws) {
      const range = ranges.get(d.itemId)!;
      if (!range) {
        expect(d.float).toBeNull();
        continue;
      }
      expect(d.float).toBe(rollFloat(serverSeed, clientSeed, d.round, d.seat, range));
      expect(d.float!).toBeGreaterThanOrEqual(range.min);
      expect(d.float!).toBeLessThan(range.max);
      expect(exteriorOfFloat(d.float!)).toBe(d.itemId === 40 ? 'MW' : 'BS');
    }
  });

  it('verifies the published floats and names a changed one', () => {
    const b = { ulid: '01JBATT1E0000000000000000B', serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, memberClientSeeds: ['a', 'b', 'c', 'd'], mode: '2v2' as const, crazy: false, rounds: [SKINS, SKINS, SKINS, SKINS, SKINS], draws: outcome.draws, winnerTeam: outcome.winnerTeam };
    expect(verifyBattle(b)).toMatchObject({ ok: true, problems: [] });
    const i = outcome.draws.findIndex((d) => d.float !== null);
    const d = outcome.draws[i]!;
    const changed = { ...b, draws: b.draws.map((x, k) => (k === i ? { ...x, float: x.float! + 0.001 } : x)) };
    expect(verifyBattle(changed).problems).toEqual([`round ${d.round} seat ${d.seat}: wear float differs`]);
  });
});

describe('splitting the winnings in 2v2', () => {
  it('deals the dearest items first to the smaller share', () => {
    const draws = [100, 900, 500, 400].map((price, i) => ({ round: i + 1, seat: 1, ticket: 1, itemId: i, price, float: null }));
    expect(splitWinnings(draws, [3, 4])).toEqual([3, 3, 4, 4]);
    expect(splitWinnings(draws, [2])).toEqual([2, 2, 2, 2]);
  });
});

describe('fairness over 10,000 simulated battles', () => {
  rollWithNativeHmac();
  it.each([
    ['1v1v1v1', false],
    ['1v1', false],
    ['2v2', false],
    ['1v1v1', true],
  ] as const)('each side of %s (crazy %s) wins equally often', (mode, crazy) => {
    const teams = mode === '2v2' ? 2 : seatsOf(mode);
    const wins = new Array<number>(teams).fill(0);
    for (let i = 0; i < 10_000; i += 1) {
      const clientSeed = battleClientSeed(`battle-${i}`, ['a', 'b']);
      const o = computeBattleOutcome({ serverSeed: seedOf(i), clientSeed, mode, crazy, rounds: [CASE_A, CASE_B] });
      wins[o.winnerTeam - 1]! += 1;
    }
    expect(wins.reduce((a, w) => a + w, 0)).toBe(10_000);
    expect(chiSquare(wins)).toBeLessThan(CHI2_CRITICAL[teams - 1]!);
    // And no side is far off its share (5 standard deviations of a binomial).
    const share = 10_000 / teams;
    const sd = Math.sqrt(10_000 * (1 / teams) * (1 - 1 / teams));
    for (const w of wins) expect(Math.abs(w - share)).toBeLessThan(5 * sd);
  }, 60_000);
});

describe('battle wire requests', () => {
  it('reads the crazy and private flags from JSON and form spellings alike', async () => {
    const { CreateBattleRequest } = await import('./wire/battles.js');
    const base = { cases: [{ id: 1, count: 2 }], mode: '1v1' };
    expect(CreateBattleRequest.parse({ ...base, crazy: 'false', isPrivate: '1' })).toMatchObject({ crazy: false, isPrivate: true });
    expect(CreateBattleRequest.parse(base)).toMatchObject({ crazy: false, isPrivate: false });
    expect(CreateBattleRequest.safeParse({ ...base, crazy: 'yes' }).success).toBe(false);
    expect(CreateBattleRequest.safeParse({ ...base, cases: [] }).success).toBe(false);
  });
});
