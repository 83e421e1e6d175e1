import type { UserLevels } from '@tastydrop/domain';

/** Whether the account's one-time level generation is still due (`wasGeneratedLvl` false means ready). */
export function levelGenerationDue(levels: Pick<UserLevels, 'wasGeneratedLvl'> | undefined): boolean {
  return levels !== undefined && !levels.wasGeneratedLvl;
}

/** The level reached when it went up since the last one seen, else null (the first sighting is not a level-up). */
export function levelUp(previous: number | null, current: number | undefined): number | null {
  if (previous === null || current === undefined) return null;
  return current > previous ? current : null;
}
