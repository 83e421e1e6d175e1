import type { UserLevels } from '@tastydrop/domain';

/**
 * The experience popup's memory, per player and browser: where the player stood when it was last shown (or when
 * this browser first saw them). A level's worth of play beyond it brings the popup; the starting level a new
 * account is granted does not.
 */
export interface ExperienceMemory {
  level: number;
  exp: number;
  /** Whether the account's one-time starting level had been granted then. */
  generated: boolean;
}

export function isExperienceMemory(value: unknown): value is ExperienceMemory {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.level) && Number.isInteger(v.exp) && typeof v.generated === 'boolean';
}

/** The storage key of one player's memory (several accounts may share a browser). */
export const experienceMemoryKey = (userId: number) => `experienceSeen:${userId}`;

/** Where the player stands now, as the memory keeps it. */
export function experienceMemoryOf(levels: Pick<UserLevels, 'userLevel' | 'currentExp' | 'wasGeneratedLvl'>): ExperienceMemory {
  return { level: levels.userLevel, exp: levels.currentExp, generated: levels.wasGeneratedLvl };
}

/**
 * What to do with the popup now: `show` when play has raised the level since the memory; `remember` when the
 * memory is missing or was taken before the starting level was granted (the rise is not play's, nothing shows,
 * but the memory moves to now); `wait` otherwise.
 */
export function experiencePopupStep(memory: ExperienceMemory | null, levels: Pick<UserLevels, 'userLevel' | 'currentExp' | 'wasGeneratedLvl'> | undefined): 'show' | 'remember' | 'wait' {
  if (!levels) return 'wait';
  if (!memory || (!memory.generated && levels.wasGeneratedLvl)) return 'remember';
  return levels.userLevel > memory.level ? 'show' : 'wait';
}

/** The experience earned since the memory (never negative). */
export function experienceGained(memory: ExperienceMemory | null, levels: Pick<UserLevels, 'currentExp'>): number {
  return memory ? Math.max(0, levels.currentExp - memory.exp) : 0;
}
