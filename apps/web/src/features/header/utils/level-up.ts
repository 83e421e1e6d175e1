import type { UserLevels } from '@tastydrop/domain';

/** Whether the account's one-time level generation is still due (`wasGeneratedLvl` false means ready). */
export function levelGenerationDue(levels: Pick<UserLevels, 'wasGeneratedLvl'> | undefined): boolean {
  return levels !== undefined && !levels.wasGeneratedLvl;
}

/**
 * The level reached when it went up since the last one seen, else null. Not a level-up: the first sighting, the
 * level an account is created with (from level 0), and the one-time starting level granted to a new account
 * (`fromGeneration`).
 */
export function levelUp(previous: number | null, current: number | undefined, fromGeneration = false): number | null {
  if (previous === null || current === undefined || previous <= 0 || fromGeneration) return null;
  return current > previous ? current : null;
}
