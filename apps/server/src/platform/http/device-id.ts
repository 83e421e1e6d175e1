import { DEVICE_COOKIE } from '@tastydrop/domain';

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** A device cookie's value as sent, or null when it is missing or not one the site set. */
export function validDeviceId(value: string | undefined): string | null {
  return value !== undefined && DEVICE_ID.test(value) ? value : null;
}

/** The device id a request's first-party device cookie carries (set by the experiments calls every page makes). */
export function deviceIdOf(request: { cookies: Record<string, string | undefined> }): string | undefined {
  return validDeviceId(request.cookies[DEVICE_COOKIE]) ?? undefined;
}
