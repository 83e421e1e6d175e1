import type { BattleMember, BattleRound } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { battleStake, leadingSeats, seatList, seatTotals, teamTotals, winnerSeats } from './totals';

const item = (price: number) => ({ id: price, name: `item ${price}`, hero: 'h', slot: 's', image: '', rarity: 'rare' as const, price });
const drop = (seat: number, price: number) => ({ seat, memberId: seat, item: item(price), ticket: seat, float: null });
const rounds: BattleRound[] = [
  { round: 1, caseId: 1, drops: [drop(1, 0.1), drop(2, 0.2), drop(3, 5), drop(4, 1)] },
  { round: 2, caseId: 1, drops: [drop(1, 10), drop(2, 0.7), drop(3, 1), drop(4, 2.5)] },
];

describe('battle totals', () => {
  it('adds only landed rounds, exactly in kopecks', () => {
    expect([...seatTotals(rounds, 0)]).toEqual([]);
    expect(seatTotals(rounds, 1).get(1)).toBe(0.1);
    const both = seatTotals(rounds, 2);
    expect(both.get(1)).toBe(10.1);
    expect(both.get(2)).toBe(0.9);
  });

  it('pairs seats 1-2 and 3-4 in 2v2', () => {
    const teams = teamTotals('2v2', seatTotals(rounds, 2));
    expect(teams.get(1)).toBe(11);
    expect(teams.get(2)).toBe(9.5);
    expect(winnerSeats('2v2', 2)).toEqual([3, 4]);
    expect(winnerSeats('1v1v1', 3)).toEqual([3]);
    expect(winnerSeats('1v1', null)).toEqual([]);
  });

  it('names the leader, the lowest in crazy mode, and nobody on a tie', () => {
    const totals = seatTotals(rounds, 2);
    expect(leadingSeats('1v1v1v1', false, totals)).toEqual([1]);
    expect(leadingSeats('1v1v1v1', true, totals)).toEqual([2]);
    expect(leadingSeats('2v2', false, totals)).toEqual([1, 2]);
    expect(leadingSeats('1v1', false, new Map([[1, 3], [2, 3]]))).toEqual([]);
  });

  it('lists every seat of the mode with its member or an empty chair', () => {
    const member = { id: 1, seat: 2, team: 2, isBot: false, isCreator: false, clientSeed: 'c', total: 0, isWinner: null, winAmount: null, joinedAt: '', user: { id: 7, nickname: 'a', avatar: '', isBot: false } } satisfies BattleMember;
    expect(seatList('1v1v1', [member])).toEqual([
      { seat: 1, member: null },
      { seat: 2, member },
      { seat: 3, member: null },
    ]);
  });
});

describe('battle stake', () => {
  it('is every seat\'s price from the start, before any drop lands', () => {
    expect(battleStake({ price: 16.1, seats: 4 })).toBe(64.4);
    expect(battleStake({ price: 0.3, seats: 3 })).toBe(0.9);
  });
});
