import { describe, expect, it } from 'vitest';
import { battleFlowMessage } from './flow-message';

const clock = (round: number, over = false) => ({ round, over });

describe('battleFlowMessage', () => {
  it('says the player is joining while the join call is on its way', () => {
    expect(battleFlowMessage({ status: 'created', joining: true, starting: false, clock: clock(0) })).toBe('joining');
  });

  it('says the rounds are generated while starting and before the first round', () => {
    expect(battleFlowMessage({ status: 'created', joining: false, starting: true, clock: clock(0) })).toBe('generation');
    expect(battleFlowMessage({ status: 'started', joining: false, starting: false, clock: clock(0) })).toBe('generation');
  });

  it('says the prizes are prepared for dispatch once every round landed before the battle is settled', () => {
    expect(battleFlowMessage({ status: 'started', joining: false, starting: false, clock: clock(3, true) })).toBe('dispatch');
  });

  it('says nothing while a round plays, while waiting for players, or once settled', () => {
    expect(battleFlowMessage({ status: 'started', joining: false, starting: false, clock: clock(2) })).toBeNull();
    expect(battleFlowMessage({ status: 'created', joining: false, starting: false, clock: clock(0) })).toBeNull();
    expect(battleFlowMessage({ status: 'finished', joining: false, starting: false, clock: clock(3, true) })).toBeNull();
  });
});
