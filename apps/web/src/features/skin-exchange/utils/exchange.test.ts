import { describe, expect, it } from 'vitest';
import { refundOf } from './exchange';

describe('skin exchange rules', () => {
  it('refunds the price difference in whole kopecks, never below zero', () => {
    expect(refundOf(25.3, 10.1)).toBe(15.2);
    expect(refundOf(0.3, 0.1)).toBe(0.2);
    expect(refundOf(10, 10)).toBe(0);
    expect(refundOf(10, 12)).toBe(0);
  });
});
