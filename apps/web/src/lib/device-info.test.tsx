import { act, renderHook } from '@testing-library/react';
import { DEVICE_INFO_REFRESH_MS } from '@tastydrop/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { breakpointOf, useDeviceInfo } from './device-info';

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => vi.useRealTimers());

describe('device information', () => {
  it('names the breakpoints at 360, 768, 1280 and 1920 px', () => {
    expect([320, 360, 767, 768, 1280, 1919, 1920].map(breakpointOf)).toEqual(['xs', 'sm', 'sm', 'md', 'xl', 'xl', 'xxl']);
  });

  it('is read again 50 ms after the last resize, and the viewport cookie follows it', () => {
    vi.useFakeTimers();
    resizeTo(1440, 900);
    const { result } = renderHook(() => useDeviceInfo());
    expect(result.current.breakpoint).toBe('xl');
    expect(readCookie('viewport')).toBe('xl');

    act(() => resizeTo(375, 800));
    act(() => vi.advanceTimersByTime(DEVICE_INFO_REFRESH_MS - 1));
    expect(result.current.width).toBe(1440);
    act(() => resizeTo(376, 800));
    act(() => vi.advanceTimersByTime(DEVICE_INFO_REFRESH_MS - 1));
    expect(result.current.width).toBe(1440);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ width: 376, height: 800, breakpoint: 'sm' });
    expect(readCookie('viewport')).toBe('sm');
  });
});
