import { describe, expect, it } from 'vitest';
import { checksDue, durationParts } from './reality-check';

describe('reality check timing', () => {
  it('counts one check per whole interval', () => {
    expect(checksDue(59 * 60, 60)).toBe(0);
    expect(checksDue(60 * 60, 60)).toBe(1);
    expect(checksDue(31 * 60, 15)).toBe(2);
  });
  it('splits a session into hours and minutes', () => {
    expect(durationParts(3725)).toEqual({ hours: 1, minutes: 2 });
    expect(durationParts(59)).toEqual({ hours: 0, minutes: 0 });
  });
});
