import { describe, expect, it } from 'vitest';
import { clockOffset, msToNextTick, roundClock, spinMsOf } from './round-clock';

const START = 1_000_000;
const ROUND = 4000;
const SPIN = spinMsOf(ROUND);

describe('roundClock', () => {
  it('shows nothing before the battle starts or before its first round', () => {
    expect(roundClock(null, ROUND, 3, 0, START)).toMatchObject({ round: 0, landed: 0, over: false });
    expect(roundClock(START, ROUND, 3, 3, START - 1)).toMatchObject({ round: 0, landed: 0 });
  });

  it('spins a round until its spin share has passed, then counts it as landed', () => {
    expect(roundClock(START, ROUND, 3, 3, START)).toMatchObject({ round: 1, spinning: true, elapsedMs: 0, landed: 0 });
    expect(roundClock(START, ROUND, 3, 3, START + SPIN - 1)).toMatchObject({ round: 1, spinning: true, landed: 0 });
    expect(roundClock(START, ROUND, 3, 3, START + SPIN)).toMatchObject({ round: 1, spinning: false, landed: 1 });
    expect(roundClock(START, ROUND, 3, 3, START + ROUND + 10)).toMatchObject({ round: 2, spinning: true, elapsedMs: 10, landed: 1 });
  });

  it('ends after the last round lands and never goes past the round count', () => {
    const end = roundClock(START, ROUND, 3, 3, START + 2 * ROUND + SPIN);
    expect(end).toMatchObject({ round: 3, landed: 3, over: true });
    expect(roundClock(START, ROUND, 3, 3, START + 100 * ROUND)).toMatchObject({ round: 3, landed: 3, over: true });
  });

  it('waits on a round the server has not revealed yet instead of spinning it', () => {
    const late = roundClock(START, ROUND, 3, 1, START + ROUND + 100);
    expect(late).toMatchObject({ round: 1, spinning: false, landed: 1, over: false });
    expect(late.elapsedMs).toBe(ROUND);
  });
});

describe('msToNextTick', () => {
  it('is the time to the end of the spin, then to the next round, then nothing', () => {
    expect(msToNextTick(roundClock(START, ROUND, 2, 2, START + 100), ROUND, 2)).toBe(SPIN - 100);
    expect(msToNextTick(roundClock(START, ROUND, 2, 2, START + SPIN + 100), ROUND, 2)).toBe(ROUND - SPIN - 100);
    expect(msToNextTick(roundClock(START, ROUND, 2, 2, START + ROUND + SPIN), ROUND, 2)).toBeNull();
  });
});

describe('clockOffset', () => {
  it('measures how far the server clock runs ahead, and trusts the local clock on a bad stamp', () => {
    expect(clockOffset(new Date(START + 250).toISOString(), START)).toBe(250);
    expect(clockOffset('not a date', START)).toBe(0);
  });
});
