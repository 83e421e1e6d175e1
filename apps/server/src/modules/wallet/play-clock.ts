/**
 * The clock of the responsible-play rules that count time in the application (when a raised limit
 * may be confirmed, when a block or limit period ends in messages). Tests move it forward.
 */
let offsetMs = 0;

export const playClock = {
  now: (): Date => new Date(Date.now() + offsetMs),
  /** Moves the clock forward; only the test fixtures call this. */
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};
