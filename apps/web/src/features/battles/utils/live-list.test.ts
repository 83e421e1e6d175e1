import { describe, expect, it } from 'vitest';
import type { BattleSummary } from '@tastydrop/domain';
import { mergeBattle } from './live-list';

function battle(ulid: string, price: number, createdAt: string, extra: Partial<BattleSummary> = {}): BattleSummary {
  return {
    ulid, status: 'created', mode: '1v1', crazy: false, isPrivate: false, seats: 2, price, totalRounds: 1, revealedRounds: 0,
    creatorId: 1, members: [], cases: [], totalWin: 0, winnerTeam: null, spectators: 0, createdAt, startedAt: null, finishedAt: null,
    ...extra,
  };
}

const a = battle('a', 10, '2026-01-01T00:00:01Z');
const b = battle('b', 50, '2026-01-01T00:00:02Z');

describe('mergeBattle', () => {
  it('adds a new public battle in date or price order', () => {
    const c = battle('c', 30, '2026-01-01T00:00:03Z');
    expect(mergeBattle({ battles: [b, a], hasNext: false }, c, 'date').battles.map((x) => x.ulid)).toEqual(['c', 'b', 'a']);
    expect(mergeBattle({ battles: [b, a], hasNext: false }, c, 'price').battles.map((x) => x.ulid)).toEqual(['b', 'c', 'a']);
  });

  it('replaces an updated battle and drops finished, cancelled and private ones', () => {
    const list = { battles: [b, a], hasNext: true };
    expect(mergeBattle(list, { ...a, status: 'started' }, 'date').battles[1]!.status).toBe('started');
    expect(mergeBattle(list, { ...a, status: 'finished' }, 'date').battles.map((x) => x.ulid)).toEqual(['b']);
    expect(mergeBattle(list, { ...b, status: 'cancelled' }, 'date').hasNext).toBe(true);
    const secret = battle('s', 1, '2026-01-01T00:00:09Z', { isPrivate: true });
    expect(mergeBattle(list, secret, 'date')).toBe(list);
    // The player's own private battle, listed by the server, stays and follows its updates.
    const mine = { battles: [secret, a], hasNext: false };
    expect(mergeBattle(mine, { ...secret, status: 'started' }, 'date').battles.map((x) => [x.ulid, x.status])).toEqual([
      ['s', 'started'],
      ['a', 'created'],
    ]);
  });
});
