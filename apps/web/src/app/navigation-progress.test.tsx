import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingIndicator } from './navigation-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loading indicator', () => {
  it('shows nothing for a load under the 200 ms throttle', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingIndicator(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(199));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe('idle');
  });

  it('runs, fills at the end, hides 500 ms later and resets 400 ms after that', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingIndicator(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('running');
    rerender({ busy: false });
    expect(result.current).toBe('done');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('done');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('hidden');
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('idle');
  });
});
