import { describe, expect, it } from 'vitest';
import { preselectId } from './use-preselect-item';

describe('preselectId', () => {
  it('reads a positive whole id and nothing else', () => {
    expect(preselectId('42')).toBe(42);
    expect(preselectId('4x')).toBeNull();
    expect(preselectId('')).toBeNull();
    expect(preselectId(null)).toBeNull();
    expect(preselectId('1'.repeat(20))).toBeNull();
  });
});
