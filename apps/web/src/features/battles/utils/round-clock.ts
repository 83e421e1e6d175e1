/**
 * The battle's reveal schedule as the browser follows it: the server reveals round r at
 * `startedAt + (r - 1) * roundMs`; each seat's reel spins for most of the round and lands on the
 * server's item, then the totals count it. The clock is the server's (offset measured per response).
 */

/** Share of a round the reels spin; the rest shows the landed items. */
export const SPIN_SHARE = 0.75;

export interface RoundClock {
  /** The round on screen, 1-based; 0 before the first round starts. */
  round: number;
  /** The round's reels are spinning (else they show the landed items). */
  spinning: boolean;
  /** Milliseconds since the current round started. */
  elapsedMs: number;
  /** Rounds whose items have landed (and count in the totals). */
  landed: number;
  /** Every round has landed. */
  over: boolean;
}

export function spinMsOf(roundMs: number): number {
  return Math.round(roundMs * SPIN_SHARE);
}

/**
 * Where the schedule stands at `nowMs` (server time). `revealed` caps it: a round the server has not
 * sent yet never spins, so a late server pauses the page instead of showing a made-up item.
 */
export function roundClock(startedAtMs: number | null, roundMs: number, roundsCount: number, revealed: number, nowMs: number): RoundClock {
  if (startedAtMs === null || roundsCount <= 0 || roundMs <= 0) {
    return { round: 0, spinning: false, elapsedMs: 0, landed: 0, over: false };
  }
  const since = nowMs - startedAtMs;
  if (since < 0) return { round: 0, spinning: false, elapsedMs: 0, landed: 0, over: false };
  const scheduled = Math.min(roundsCount, Math.floor(since / roundMs) + 1);
  const round = Math.min(scheduled, revealed);
  if (round === 0) return { round: 0, spinning: false, elapsedMs: 0, landed: 0, over: false };
  const elapsedMs = round < scheduled ? roundMs : since - (round - 1) * roundMs;
  const spinning = elapsedMs < spinMsOf(roundMs);
  const landed = spinning ? round - 1 : round;
  return { round, spinning, elapsedMs, landed, over: landed === roundsCount };
}

/** Milliseconds until the schedule next changes state (a spin ends or a round begins); null when nothing is left. */
export function msToNextTick(clock: RoundClock, roundMs: number, roundsCount: number): number | null {
  if (clock.over) return null;
  if (clock.round === 0) return null;
  const spinMs = spinMsOf(roundMs);
  if (clock.spinning) return Math.max(0, spinMs - clock.elapsedMs);
  if (clock.round >= roundsCount) return null;
  return Math.max(0, roundMs - clock.elapsedMs);
}

/** The server clock's lead over this browser's, from a response stamped with the server's time. */
export function clockOffset(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}
