import { describe, expect, it } from 'vitest';
import { scrollMore } from './use-scroll-hint';

describe('scrollMore', () => {
  it('names the sides of a strip that hide content', () => {
    expect(scrollMore(0, 300, 300)).toBe('none');
    expect(scrollMore(0, 300, 500)).toBe('end');
    expect(scrollMore(100, 300, 500)).toBe('both');
    expect(scrollMore(200, 300, 500)).toBe('start');
    expect(scrollMore(199.5, 300, 500)).toBe('start');
  });
});
