import { WITHDRAWAL_TIMER_SECONDS } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { deadlineOf, formatCountdown, secondsLeft } from './timer';

describe('withdrawal timers', () => {
  it('turns seconds left into a deadline, or none', () => {
    expect(deadlineOf(300, 1_000)).toBe(301_000);
    expect(deadlineOf(null, 1_000)).toBeNull();
    expect(deadlineOf(0, 1_000)).toBeNull();
  });

  it('counts down whole seconds to zero and not below', () => {
    const deadline = deadlineOf(WITHDRAWAL_TIMER_SECONDS, 0)!;
    expect(secondsLeft(deadline, 0)).toBe(300);
    expect(secondsLeft(deadline, 400)).toBe(300);
    expect(secondsLeft(deadline, 1_000)).toBe(299);
    expect(secondsLeft(deadline, 299_500)).toBe(1);
    expect(secondsLeft(deadline, 300_000)).toBe(0);
    expect(secondsLeft(deadline, 999_999)).toBe(0);
  });

  it('formats minutes and seconds, and hours past an hour', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(7)).toBe('0:07');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
