import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { DEVICE_COOKIE } from '@tastydrop/domain';

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
/** How long a device keeps its id: the longest a browser keeps a cookie (400 days). */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 86_400;

/** A device cookie's value as sent, or null when it is missing or not one the site set. */
export function validDeviceId(value: string | undefined): string | null {
  return value !== undefined && DEVICE_ID.test(value) ? value : null;
}

/** A new device id: 128 random bits. */
export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The browser's first-party device id: the one its cookie carries, or a new one set in a long-lived cookie, so the
 * same browser's later calls (another sign-up, the experiments' assignment) carry the same id.
 */
export function ensureDeviceId(request: { cookies: Record<string, string | undefined> }, reply: FastifyReply): string {
  const known = validDeviceId(request.cookies[DEVICE_COOKIE]);
  if (known) return known;
  const deviceId = newDeviceId();
  void reply.setCookie(DEVICE_COOKIE, deviceId, { path: '/', httpOnly: true, secure: true, sameSite: 'lax', maxAge: DEVICE_COOKIE_MAX_AGE_S });
  return deviceId;
}
