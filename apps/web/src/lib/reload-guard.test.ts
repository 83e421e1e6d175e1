import { RELOAD_GUARD_TTL_MS } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError } from './reload-guard';
import type { KeyValueStorage } from './storage';

const storage = (): KeyValueStorage => {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
};

describe('chunk reload guard', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });

  it('allows one reload per 10 s', () => {
    const s = storage();
    expect(claimReload(s, 1_000)).toBe(true);
    expect(claimReload(s, 1_000 + RELOAD_GUARD_TTL_MS - 1)).toBe(false);
    expect(claimReload(s, 1_000 + RELOAD_GUARD_TTL_MS)).toBe(true);
    expect(claimReload(null)).toBe(false);
  });
});
