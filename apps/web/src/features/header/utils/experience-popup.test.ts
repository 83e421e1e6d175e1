import { describe, expect, it } from 'vitest';
import { experienceGained, experienceMemoryOf, experiencePopupStep, isExperienceMemory } from './experience-popup';

const at = (userLevel: number, currentExp: number, wasGeneratedLvl = true) => ({ userLevel, currentExp, wasGeneratedLvl });

describe('the experience popup', () => {
  it('shows once play has raised the level since the memory, and tells the experience earned', () => {
    const memory = experienceMemoryOf(at(4, 310));
    expect(experiencePopupStep(memory, at(4, 499))).toBe('wait');
    expect(experiencePopupStep(memory, at(5, 500))).toBe('show');
    expect(experienceGained(memory, at(5, 520))).toBe(210);
  });

  it('only remembers a player it first sees, and the starting level a new account is granted', () => {
    expect(experiencePopupStep(null, at(3, 150))).toBe('remember');
    const beforeGeneration = experienceMemoryOf(at(1, 0, false));
    expect(experiencePopupStep(beforeGeneration, at(1, 0, false))).toBe('wait');
    expect(experiencePopupStep(beforeGeneration, at(7, 1050, true))).toBe('remember');
    expect(experiencePopupStep(beforeGeneration, undefined)).toBe('wait');
  });

  it('never counts experience backwards, and reads back only a well-formed memory', () => {
    expect(experienceGained(experienceMemoryOf(at(5, 600)), at(5, 500))).toBe(0);
    expect(experienceGained(null, at(5, 500))).toBe(0);
    expect(isExperienceMemory({ level: 5, exp: 500, generated: true })).toBe(true);
    expect(isExperienceMemory({ level: '5', exp: 500, generated: true })).toBe(false);
    expect(isExperienceMemory(null)).toBe(false);
  });
});
