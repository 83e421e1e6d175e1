import { describe, expect, it } from 'vitest';
import { deadlineFrom, formatHms, secondsTo } from './countdown';

describe('daily countdown', () => {
  it('anchors the server seconds to the time of the answer', () => {
    const deadline = deadlineFrom(90, 1_000_000);
    expect(secondsTo(deadline, 1_000_000)).toBe(90);
    expect(secondsTo(deadline, 1_030_500)).toBe(60);
    expect(secondsTo(deadline, 1_200_000)).toBe(0);
  });

  it('formats hours, minutes and seconds with two digits', () => {
    expect(formatHms(86_400 - 1)).toBe('23:59:59');
    expect(formatHms(61)).toBe('00:01:01');
    expect(formatHms(-5)).toBe('00:00:00');
  });
});
