import { describe, expect, it } from 'vitest';
import { choosesTeam, teamChoices } from './team-seats';

const member = (seat: number) => ({ seat }) as never;

describe('teamChoices', () => {
  it("gives each 2v2 team its first free seat, none when it's full", () => {
    expect(teamChoices({ mode: '2v2', members: [member(1), member(2), member(4)] })).toEqual([
      { team: 1, seat: null, taken: 2, size: 2 },
      { team: 2, seat: 3, taken: 1, size: 2 },
    ]);
  });

  it('asks for a side only in 2v2', () => {
    expect(choosesTeam({ mode: '2v2' })).toBe(true);
    expect(choosesTeam({ mode: '1v1' })).toBe(false);
  });
});
