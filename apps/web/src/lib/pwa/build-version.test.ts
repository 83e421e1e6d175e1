import { describe, expect, it } from 'vitest';
import { isNewBuild } from './build-version';

describe('build manifest', () => {
  it('reloads only for a different, real build id', () => {
    expect(isNewBuild('a1', { id: 'b2' })).toBe(true);
    expect(isNewBuild('a1', { id: 'a1' })).toBe(false);
    expect(isNewBuild('a1', null)).toBe(false);
    expect(isNewBuild('a1', { id: '' })).toBe(false);
    expect(isNewBuild('a1', { id: 7 })).toBe(false);
    expect(isNewBuild('', { id: 'b2' })).toBe(false);
  });
});
