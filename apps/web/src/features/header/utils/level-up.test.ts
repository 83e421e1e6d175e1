import { describe, expect, it } from 'vitest';
import { levelGenerationDue, levelUp } from './level-up';

describe('level generation and level-up', () => {
  it('generates only for an account not generated yet', () => {
    expect(levelGenerationDue({ wasGeneratedLvl: false })).toBe(true);
    expect(levelGenerationDue({ wasGeneratedLvl: true })).toBe(false);
    expect(levelGenerationDue(undefined)).toBe(false);
  });

  it('reports a rise in level, never the first sighting or a fall', () => {
    expect(levelUp(null, 5)).toBeNull();
    expect(levelUp(1, 2)).toBe(2);
    expect(levelUp(3, 7)).toBe(7);
    expect(levelUp(4, 4)).toBeNull();
    expect(levelUp(4, 3)).toBeNull();
    expect(levelUp(4, undefined)).toBeNull();
  });

  it('does not call the level an account is created or welcomed with a level-up', () => {
    expect(levelUp(0, 1)).toBeNull();
    expect(levelUp(1, 2, true)).toBeNull();
    expect(levelUp(1, 2, false)).toBe(2);
  });
});
