import { describe, expect, it } from 'vitest';
import { cellLook } from './cell-look';

describe('a techies cell', () => {
  it('is closed before a game and while a running game has not opened it', () => {
    expect(cellLook(null, 3)).toBe('closed');
    expect(cellLook({ status: 'active', revealed: [1], mineCells: null }, 3)).toBe('closed');
    expect(cellLook({ status: 'active', revealed: [1], mineCells: null }, 1)).toBe('gem');
  });

  it('shows the whole field once the game is over: the hit mine, the other mines and gems dimmed', () => {
    const lost = { status: 'lost' as const, revealed: [1, 7], mineCells: [7, 9] };
    expect([1, 7, 9, 2].map((c) => cellLook(lost, c))).toEqual(['gem', 'hit', 'hiddenMine', 'hiddenGem']);
    const cashed = { status: 'cashed' as const, revealed: [0], mineCells: [4] };
    expect([0, 4, 5].map((c) => cellLook(cashed, c))).toEqual(['gem', 'hiddenMine', 'hiddenGem']);
  });
});
