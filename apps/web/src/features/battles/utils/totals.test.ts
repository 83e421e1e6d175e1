import { describe, expect, it } from 'vitest';
import type { BattleMember, BattleRound } from '../types';
import { battleValue, leadingSeats, seatsOf, seatTotals, teamOfSeat, teamTotals } from './totals';

const item = (price: number) => ({ id: price, name: `item ${price}`, image: '', rarity: 'rare', price });
const rounds: BattleRound[] = [
  { round: 1, caseId: 1, drops: [{ seat: 1, item: item(0.1), ticket: 1 }, { seat: 2, item: item(0.2), ticket: 2 }, { seat: 3, item: item(5), ticket: 3 }, { seat: 4, item: item(1), ticket: 4 }] },
  { round: 2, caseId: 1, drops: [{ seat: 1, item: item(10), ticket: 5 }, { seat: 2, item: item(0.7), ticket: 6 }, { seat: 3, item: item(1), ticket: 7 }, { seat: 4, item: item(2.5), ticket: 8 }] },
];

describe('battle totals', () => {
  it('adds only landed rounds, exactly in kopecks', () => {
    expect([...seatTotals(rounds, 0)]).toEqual([]);
    expect(seatTotals(rounds, 1).get(1)).toBe(0.1);
    const both = seatTotals(rounds, 2);
    expect(both.get(1)).toBe(10.1);
    expect(both.get(2)).toBe(0.9);
    expect(battleValue(rounds)).toBe(20.5);
  });

  it('pairs seats 1-2 and 3-4 in 2v2 only', () => {
    expect([1, 2, 3, 4].map((s) => teamOfSeat('2v2', s))).toEqual([1, 1, 2, 2]);
    expect([1, 2, 3, 4].map((s) => teamOfSeat('1v1v1v1', s))).toEqual([1, 2, 3, 4]);
    const teams = teamTotals('2v2', seatTotals(rounds, 2));
    expect(teams.get(1)).toBe(11);
    expect(teams.get(2)).toBe(9.5);
  });

  it('names the leader, the lowest in crazy mode, and nobody on a tie', () => {
    const totals = seatTotals(rounds, 2);
    expect(leadingSeats('1v1v1v1', false, totals)).toEqual([1]);
    expect(leadingSeats('1v1v1v1', true, totals)).toEqual([2]);
    expect(leadingSeats('2v2', false, totals)).toEqual([1, 2]);
    expect(leadingSeats('1v1', false, new Map([[1, 3], [2, 3]]))).toEqual([]);
  });

  it('lists every seat of the mode with its member or an empty chair', () => {
    const member = { id: 1, userId: 7, nickname: 'a', avatar: '', isBot: false, seat: 2, team: 2 } satisfies BattleMember;
    expect(seatsOf('1v1v1', [member])).toEqual([
      { seat: 1, member: null },
      { seat: 2, member },
      { seat: 3, member: null },
    ]);
  });
});
