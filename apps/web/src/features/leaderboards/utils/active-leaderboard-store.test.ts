import { describe, expect, it } from 'vitest';
import { pickActive } from './active-leaderboard-store';

describe('pickActive', () => {
  it('keeps the current board when still listed, else picks the first', () => {
    expect(pickActive([3, 4], 4)).toBe(4);
    expect(pickActive([3, 4], 9)).toBe(3);
    expect(pickActive([3, 4], null)).toBe(3);
    expect(pickActive([], 2)).toBeNull();
  });
});
