/**
 * The battle's reveal schedule as the browser follows it. The server reveals round 1 a countdown
 * after the start and each next round `roundIntervalMs` after the previous one; `nextRevealAt`
 * says when the next step is due, so the latest round was revealed `roundIntervalMs` before it.
 * Each seat's reel spins for most of the interval and lands on the server's item; only landed
 * rounds count in the totals. Times are the server's (offset measured per response).
 */
import type { BattleStatus } from '@tastydrop/domain';

/** Share of a round the reels spin; the rest shows the landed items. */
const SPIN_SHARE = 0.75;

export interface ScheduleInput {
  status: BattleStatus;
  totalRounds: number;
  /** Rounds the server has sent. */
  revealed: number;
  roundMs: number;
  /** When the server's next step is due (server clock, ms); null when nothing is pending. */
  nextRevealAtMs: number | null;
}

export interface RoundClock {
  /** The round on screen, 1-based; 0 before the first reveal. */
  round: number;
  /** The round's reels are spinning (else they show the landed items). */
  spinning: boolean;
  /** Milliseconds since the round on screen was revealed. */
  elapsedMs: number;
  /** Rounds whose items have landed (and count in the totals). */
  landed: number;
  /** Every round has landed. */
  over: boolean;
  /** Before round 1: milliseconds until it is revealed. */
  countdownMs: number | null;
}

export function spinMsOf(roundMs: number): number {
  return Math.round(roundMs * SPIN_SHARE);
}

const IDLE: RoundClock = { round: 0, spinning: false, elapsedMs: 0, landed: 0, over: false, countdownMs: null };

export function roundClock(input: ScheduleInput, nowMs: number): RoundClock {
  const { status, totalRounds, revealed, roundMs, nextRevealAtMs } = input;
  if (status === 'finished') {
    return { round: totalRounds, spinning: false, elapsedMs: roundMs, landed: totalRounds, over: true, countdownMs: null };
  }
  if (status !== 'started') return IDLE;
  if (revealed === 0) {
    return { ...IDLE, countdownMs: nextRevealAtMs === null ? null : Math.max(0, nextRevealAtMs - nowMs) };
  }
  // Without a pending step the latest round is long revealed (the finish is on its way).
  const revealedAt = nextRevealAtMs === null ? -Infinity : nextRevealAtMs - roundMs;
  const elapsedMs = Math.max(0, Math.min(roundMs, nowMs - revealedAt));
  const spinning = elapsedMs < spinMsOf(roundMs);
  const landed = spinning ? revealed - 1 : revealed;
  return { round: revealed, spinning, elapsedMs, landed, over: landed === totalRounds, countdownMs: null };
}

/** Milliseconds until the clock changes on its own (a spin ends, a countdown second passes); null when only the server can move it. */
export function msToNextTick(clock: RoundClock, roundMs: number): number | null {
  if (clock.spinning) return Math.max(0, spinMsOf(roundMs) - clock.elapsedMs);
  if (clock.countdownMs !== null && clock.countdownMs > 0) return clock.countdownMs % 1000 || 1000;
  return null;
}

/** The server clock's lead over this browser's, from a response stamped with the server's time. */
export function clockOffset(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}
