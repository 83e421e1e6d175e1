import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORT_FLAG_COOKIE } from '@tastydrop/domain';

/** The HttpOnly cookie that carries a guest's conversation token; only the chat's own calls receive it. */
export const GUEST_COOKIE = 'tdSupportGuest';
const GUEST_COOKIE_PATH = '/api/v1/support/chat';
/** A guest comes back to the conversation for a year. */
const GUEST_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A new guest token (never stored: the conversation keeps its hash). */
export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash of the guest token a request carries, if any. */
export function guestTokenHashOf(request: FastifyRequest): string | null {
  const token = request.cookies[GUEST_COOKIE];
  return token && token.length <= 128 ? hashGuestToken(token) : null;
}

const base = { sameSite: 'lax' as const, secure: true, maxAge: GUEST_COOKIE_MAX_AGE_S };

export function setGuestCookie(reply: FastifyReply, token: string): void {
  void reply.setCookie(GUEST_COOKIE, token, { ...base, path: GUEST_COOKIE_PATH, httpOnly: true });
}

/** Tells the site's page that this browser has a conversation, so it asks for unread answers on load. */
export function setSupportFlag(reply: FastifyReply): void {
  void reply.setCookie(SUPPORT_FLAG_COOKIE, '1', { ...base, path: '/', httpOnly: false });
}
