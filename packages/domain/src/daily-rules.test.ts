import { describe, expect, it } from 'vitest';
import { DAILY_CASE_PERIOD_MS, dailyCaseState, secondsUntil } from './daily-rules.js';

const now = new Date('2026-11-24T12:00:00Z');

describe('daily case state', () => {
  it('opens the own band, locks higher and passes lower bands', () => {
    expect(dailyCaseState(5, 7, null, now)).toBe('available');
    expect(dailyCaseState(10, 7, null, now)).toBe('locked');
    expect(dailyCaseState(1, 7, null, now)).toBe('passed');
  });

  it('cools down until the next open time and opens again at it', () => {
    const next = new Date(now.getTime() + 1000);
    expect(dailyCaseState(1, 3, next, now)).toBe('cooldown');
    expect(dailyCaseState(1, 3, next, next)).toBe('available');
  });

  it('counts the seconds left, rounding up, never below zero', () => {
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil(new Date(now.getTime() + DAILY_CASE_PERIOD_MS), now)).toBe(86_400);
    expect(secondsUntil(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(secondsUntil(new Date(now.getTime() - 5000), now)).toBe(0);
  });
});
