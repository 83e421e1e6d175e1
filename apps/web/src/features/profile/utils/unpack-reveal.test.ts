import { describe, expect, it } from 'vitest';
import { revealDelays } from './unpack-reveal';

describe('unpack reveal', () => {
  it('shows nothing for no items and a single item at once', () => {
    expect(revealDelays(0)).toEqual([]);
    expect(revealDelays(1)).toEqual([0]);
  });

  it('spreads up to 7 items over 2 s', () => {
    expect(revealDelays(3)).toEqual([0, 1000, 2000]);
    const seven = revealDelays(7);
    expect(seven).toHaveLength(7);
    expect(seven.at(-1)).toBe(2000);
  });

  it('spreads more than 7 items over 4 s, in order', () => {
    const nine = revealDelays(9);
    expect(nine[0]).toBe(0);
    expect(nine.at(-1)).toBe(4000);
    expect(nine.every((delay, i) => i === 0 || delay > nine[i - 1]!)).toBe(true);
  });
});
