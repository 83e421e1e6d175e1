import { describe, expect, it } from 'vitest';
import { clockOffset, msToNextTick, roundClock, spinMsOf, type ScheduleInput } from './round-clock';

const ROUND = 4000;
const SPIN = spinMsOf(ROUND);
const T = 1_000_000;

/** A started battle whose latest round (of 3) was revealed at T. */
const running = (revealed: number, next: number | null = T + ROUND): ScheduleInput => ({
  status: 'started',
  totalRounds: 3,
  revealed,
  roundMs: ROUND,
  nextRevealAtMs: next,
});

describe('roundClock', () => {
  it('shows nothing while the battle waits for players or was cancelled', () => {
    expect(roundClock({ ...running(0), status: 'created' }, T)).toMatchObject({ round: 0, landed: 0, over: false, countdownMs: null });
    expect(roundClock({ ...running(0), status: 'cancelled' }, T)).toMatchObject({ round: 0, landed: 0 });
  });

  it('counts down to the first reveal', () => {
    expect(roundClock(running(0, T + 2500), T)).toMatchObject({ round: 0, countdownMs: 2500 });
    expect(roundClock(running(0, T + 2500), T + 9000).countdownMs).toBe(0);
  });

  it('spins the latest round from its reveal, then counts it as landed', () => {
    expect(roundClock(running(1), T)).toMatchObject({ round: 1, spinning: true, elapsedMs: 0, landed: 0 });
    expect(roundClock(running(2), T + SPIN - 1)).toMatchObject({ round: 2, spinning: true, landed: 1 });
    expect(roundClock(running(2), T + SPIN)).toMatchObject({ round: 2, spinning: false, landed: 2, over: false });
  });

  it('picks up mid-spin when the page opens late', () => {
    expect(roundClock(running(2), T + 700)).toMatchObject({ round: 2, spinning: true, elapsedMs: 700 });
  });

  it('ends once the last round lands, and a finished battle shows every round at rest', () => {
    expect(roundClock(running(3), T + SPIN)).toMatchObject({ landed: 3, over: true });
    expect(roundClock(running(3, null), T)).toMatchObject({ landed: 3, over: true, spinning: false });
    expect(roundClock({ ...running(3, null), status: 'finished' }, T)).toMatchObject({ round: 3, landed: 3, over: true });
  });
});

describe('msToNextTick', () => {
  it('waits for the spin to end, ticks the countdown by seconds, and otherwise waits for the server', () => {
    expect(msToNextTick(roundClock(running(1), T + 100), ROUND)).toBe(SPIN - 100);
    expect(msToNextTick(roundClock(running(0, T + 2500), T), ROUND)).toBe(500);
    expect(msToNextTick(roundClock(running(1), T + SPIN + 1), ROUND)).toBeNull();
  });
});

describe('clockOffset', () => {
  it('measures how far the server clock runs ahead, and trusts the local clock on a bad stamp', () => {
    expect(clockOffset(new Date(T + 250).toISOString(), T)).toBe(250);
    expect(clockOffset('not a date', T)).toBe(0);
  });
});
