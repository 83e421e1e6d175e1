/**
 * Experience and levels. Level bands are 1-4, 5-9, then tens up
 * to 190-199, and 200; the experience curve is ours (docs/decisions/004-levels.md):
 * reaching level n+1 from level n costs EXP_STEP * n experience.
 */
export const MAX_LEVEL = 200;
export const EXP_STEP = 50;

export interface LevelBand {
  index: number;
  from: number;
  to: number;
}

/** The band a level belongs to: 1-4, 5-9, 10-19, …, 190-199, 200. */
export function levelBand(level: number): LevelBand {
  const l = Math.min(Math.max(Math.floor(level), 1), MAX_LEVEL);
  if (l <= 4) return { index: 0, from: 1, to: 4 };
  if (l <= 9) return { index: 1, from: 5, to: 9 };
  if (l === MAX_LEVEL) return { index: 21, from: MAX_LEVEL, to: MAX_LEVEL };
  const tens = Math.floor(l / 10);
  return { index: tens + 1, from: tens * 10, to: tens * 10 + 9 };
}

/** Total experience needed to stand at the start of a level (level 1 needs 0). */
export function expForLevel(level: number): number {
  const l = Math.min(Math.max(Math.floor(level), 1), MAX_LEVEL);
  return (EXP_STEP * (l - 1) * l) / 2;
}

/** The level reached with the given total experience. */
export function levelForExp(exp: number): number {
  const e = Math.max(0, Math.floor(exp));
  // Solve EXP_STEP * (l-1) * l / 2 <= e for the largest integer l.
  let level = Math.floor((1 + Math.sqrt(1 + (8 * e) / EXP_STEP)) / 2);
  while (level > 1 && expForLevel(level) > e) level -= 1;
  while (level < MAX_LEVEL && expForLevel(level + 1) <= e) level += 1;
  return Math.min(level, MAX_LEVEL);
}

export interface LevelProgress {
  userLevel: number;
  currentExp: number;
  expPreviousLevel: number;
  expToNextLevel: number;
  percentToNextLevel: number;
}

/** Where a player stands: level, experience at the level's start, what remains and the percentage. */
export function levelProgress(exp: number): LevelProgress {
  const currentExp = Math.max(0, Math.floor(exp));
  const userLevel = levelForExp(currentExp);
  const expPreviousLevel = expForLevel(userLevel);
  if (userLevel >= MAX_LEVEL) {
    return { userLevel, currentExp, expPreviousLevel, expToNextLevel: 0, percentToNextLevel: 100 };
  }
  const nextStart = expForLevel(userLevel + 1);
  const span = nextStart - expPreviousLevel;
  const percent = Math.floor(((currentExp - expPreviousLevel) / span) * 10000) / 100;
  return { userLevel, currentExp, expPreviousLevel, expToNextLevel: nextStart - currentExp, percentToNextLevel: percent };
}

/** Experience earned by spending money: one point per whole rouble (minor units / 100). */
export function expForSpend(minor: number): number {
  return Math.floor(Math.max(0, minor) / 100);
}

/** Coin case level gate: indexes 0-3 map to 1, 15, 30, 40, later ones to (index+1)*15. */
export function coinCaseLevelGate(index: number): number {
  const first = [1, 15, 30, 40];
  return first[index] ?? (index + 1) * 15;
}
