import { drawRaffle, hashServerSeed } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { verifyRaffle } from './verify-raffle';

const seed = 'a'.repeat(64);
const entrants: [number, number][] = [
  [3, 5],
  [7, 1],
  [9, 12],
  [12, 2],
];
const drawn = drawRaffle(seed, 'autumn', entrants.map(([userId, tickets]) => ({ userId, tickets })), 3);
const shown = drawn.map((w, i) => ({ position: i + 1, userId: w.userId }));
const base = { seed, seedHash: hashServerSeed(seed), slug: 'autumn', prizeCount: 3, entrants, shown, total: 3 };

describe('raffle verification in the browser', () => {
  it('matches the published winners drawn from the revealed seed', () => {
    expect(verifyRaffle(base)).toEqual({ hashMatches: true, winnersMatch: true, winners: drawn.map((w) => w.userId) });
  });

  it('fails when a winner, the seed, the hash, the tickets or the count differ', () => {
    expect(verifyRaffle({ ...base, shown: [{ position: 1, userId: shown[1]!.userId }] }).winnersMatch).toBe(false);
    expect(verifyRaffle({ ...base, seedHash: hashServerSeed('b') }).hashMatches).toBe(false);
    expect(verifyRaffle({ ...base, slug: 'other' }).winners).not.toEqual(drawn.map((w) => w.userId));
    expect(verifyRaffle({ ...base, total: 2 }).winnersMatch).toBe(false);
  });
});
