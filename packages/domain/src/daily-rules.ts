import { levelBand } from './levels.js';

/** A daily (level) case opens once per this period (24 hours). */
export const DAILY_CASE_PERIOD_MS = 24 * 60 * 60 * 1000;

export type DailyCaseState = 'available' | 'cooldown' | 'locked' | 'passed';

/**
 * Where a daily case of the band starting at `bandFrom` stands for a player: the case of the
 * player's own band is theirs to open (or cooling down), higher bands are locked and lower
 * ones passed (docs/decisions/016-daily-cases.md).
 */
export function dailyCaseState(bandFrom: number, userLevel: number, nextOpenAt: Date | null, now: Date): DailyCaseState {
  const own = levelBand(userLevel).from;
  if (bandFrom > own) return 'locked';
  if (bandFrom < own) return 'passed';
  return nextOpenAt && nextOpenAt.getTime() > now.getTime() ? 'cooldown' : 'available';
}

/** Whole seconds until the next daily open (0 when one is open now): the countdown's value. */
export function secondsUntil(nextOpenAt: Date | null, now: Date): number {
  if (!nextOpenAt) return 0;
  return Math.max(0, Math.ceil((nextOpenAt.getTime() - now.getTime()) / 1000));
}
