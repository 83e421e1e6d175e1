import { describe, expect, it } from 'vitest';
import { restoreEveryNOpenFree } from './case-wire-keys.js';
import { toCamelKeys, toSnakeKeys } from './key-case.js';

describe('restoreEveryNOpenFree', () => {
  it('restores the schema name after a wire round trip', () => {
    const back = toCamelKeys<{ id: number; everyNOpenFree?: number }>(toSnakeKeys({ id: 1, everyNOpenFree: 5 }));
    expect(back).not.toHaveProperty('everyNOpenFree');
    expect(restoreEveryNOpenFree(back)).toEqual({ id: 1, everyNOpenFree: 5 });
  });

  it('keeps null and leaves objects without the key alone', () => {
    expect(restoreEveryNOpenFree({ everyNopenFree: null })).toEqual({ everyNOpenFree: null });
    const untouched = { id: 2 };
    expect(restoreEveryNOpenFree(untouched)).toBe(untouched);
  });
});
