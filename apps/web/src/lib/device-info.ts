import { BREAKPOINTS, DEVICE_INFO_REFRESH_MS, VIEWPORT_COOKIE_DAYS } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { writeCookie } from './cookies';

export type Breakpoint = 'xs' | keyof typeof BREAKPOINTS;
export interface DeviceInfo {
  width: number;
  height: number;
  breakpoint: Breakpoint;
}

/** The viewport cookie: the breakpoint the page was last laid out at, for the server's first render. */
export const VIEWPORT_COOKIE = 'viewport';

/** The breakpoint of a width: sm from 360, md from 768, xl from 1280, xxl from 1920 px. */
export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xxl) return 'xxl';
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

function readDevice(): DeviceInfo {
  const width = window.innerWidth;
  return { width, height: window.innerHeight, breakpoint: breakpointOf(width) };
}

/** Keeps the viewport cookie (365 days, strict, secure on https) on the current breakpoint. */
function rememberViewport(info: DeviceInfo): void {
  writeCookie(VIEWPORT_COOKIE, info.breakpoint, VIEWPORT_COOKIE_DAYS * 24 * 60 * 60);
}

/** The device information, read again 50 ms after the last resize; the viewport cookie follows it. */
export function useDeviceInfo(): DeviceInfo {
  const [info, setInfo] = useState(readDevice);
  useEffect(() => {
    rememberViewport(readDevice());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = readDevice();
        rememberViewport(next);
        setInfo((prev) => (prev.width === next.width && prev.height === next.height ? prev : next));
      }, DEVICE_INFO_REFRESH_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return info;
}
