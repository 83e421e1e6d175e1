import { LEADERBOARD_POSITION_CAP } from './constants.js';

/** A leaderboard place as shown: the place up to 1000, `1000+` above, a dash when none. */
export function formatPlace(position: number | null | undefined): string {
  if (position === null || position === undefined || position < 1) return '—';
  if (position > LEADERBOARD_POSITION_CAP) return `${LEADERBOARD_POSITION_CAP}+`;
  return String(position);
}

// Battle pass
export const BATTLE_PASS_LEVELS = 50;
export const BATTLE_PASS_RARE_LEVELS = [15, 30, 40] as const;
export const BATTLE_PASS_ULTRA_LEVEL = 50;

export type LevelType = 'classic' | 'rare' | 'ultra';
export type LevelState = 'locked' | 'current' | 'done' | 'received';

/** Level types: 50 is ultra; 15, 30, 40 are rare; the others classic. */
export function levelType(level: number): LevelType {
  if (level === BATTLE_PASS_ULTRA_LEVEL) return 'ultra';
  return (BATTLE_PASS_RARE_LEVELS as readonly number[]).includes(level) ? 'rare' : 'classic';
}

/** Level state from the wire flags: active = reached, done = claimed, current = being earned. */
export function levelState(level: { active: boolean; current: boolean; done: boolean }): LevelState {
  if (!level.active && !level.current) return 'locked';
  if (level.done && level.active) return 'received';
  if (level.active && !level.done) return 'done';
  return 'current';
}

/** The battle pass level a player has reached: the highest one whose cost their coins cover (0 before the first). */
export function passLevelReached(levels: readonly { level: number; active: boolean }[]): number {
  return levels.reduce((reached, l) => (l.active && l.level > reached ? l.level : reached), 0);
}

/** The level shown first: the first claimable, else the current, else the last. */
export function displayedLevelIndex(levels: readonly { active: boolean; current: boolean; done: boolean }[]): number {
  const claimable = levels.findIndex((l) => levelState(l) === 'done');
  if (claimable !== -1) return claimable;
  const current = levels.findIndex((l) => l.current);
  if (current !== -1) return current;
  return Math.max(0, levels.length - 1);
}

/** Cumulative coins (hundredths) needed to reach each level 1..50: 15 coins, 5 more every 5 levels, +15 for rare and ultra. */
export function battlePassCost(level: number): number {
  let total = 0;
  for (let l = 1; l <= level; l += 1) total += (15 + Math.floor(l / 5) * 5 + (levelType(l) === 'classic' ? 0 : 15)) * 100;
  return total;
}

/** Countdown parts (days, hours, minutes, seconds) of the seconds left; all zero when over. */
export function countdownParts(secondsLeft: number): { days: number; hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(secondsLeft));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** `DD.MM.YYYY — DD.MM.YYYY`, in UTC so every viewer reads the same dates. */
export function periodLabel(start: string | Date, end: string | Date): string {
  const d = (v: string | Date) => {
    const x = new Date(v);
    return `${String(x.getUTCDate()).padStart(2, '0')}.${String(x.getUTCMonth() + 1).padStart(2, '0')}.${x.getUTCFullYear()}`;
  };
  return `${d(start)} — ${d(end)}`;
}
