import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isLowTimer, UnitCountdown } from './unit-countdown';

const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const props = { label: () => 'осталось', unitName: (u: string) => u, atZero: <span>конец</span>, testId: 'timer' };

describe('the low timer', () => {
  it('is low under 10 % of the period', () => {
    expect(isLowTimer(9_999, 100_000)).toBe(true);
    expect(isLowTimer(10_000, 100_000)).toBe(false);
    expect(isLowTimer(5, 0)).toBe(false);
  });

  it('shows the low style only in the last tenth of the period', () => {
    const hour = 3_600_000;
    const { unmount } = render(<UnitCountdown {...props} start={at(-9 * hour)} end={at(0.5 * hour)} />);
    expect(screen.getByTestId('timer').dataset.low).toBe('true');
    unmount();
    render(<UnitCountdown {...props} start={at(-1 * hour)} end={at(5 * hour)} />);
    expect(screen.getByTestId('timer').dataset.low).toBeUndefined();
  });
});
