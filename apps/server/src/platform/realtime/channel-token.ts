import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lifetime of a personal channel token. */
export const CHANNEL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** Whose personal channel a token opens, and the session it was minted from (it lives no longer than that session). */
export interface ChannelGrant {
  userId: number;
  sessionId: number;
}

/** A signed token that lets its holder subscribe to one user's personal channel while the session lasts. */
export function issueChannelToken(grant: ChannelGrant, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ sub: grant.userId, sid: grant.sessionId, exp: now + CHANNEL_TOKEN_TTL_MS })).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The grant of a valid, unexpired token, else null. */
export function verifyChannelToken(token: string, secret: string, now = Date.now()): ChannelGrant | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sub?: unknown; sid?: unknown; exp?: unknown };
    if (typeof payload.sub !== 'number' || typeof payload.sid !== 'number' || typeof payload.exp !== 'number' || payload.exp < now) return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
