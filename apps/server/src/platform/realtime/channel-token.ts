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

/** The payload of a token whose signature over `signed(body)` holds, else null. */
function signedPayload(token: string, secret: string, signed: (body: string) => string): Record<string, unknown> | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(signed(body), secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The grant of a valid, unexpired token, else null. */
export function verifyChannelToken(token: string, secret: string, now = Date.now()): ChannelGrant | null {
  const payload = signedPayload(token, secret, (body) => body);
  if (!payload || typeof payload.sub !== 'number' || typeof payload.sid !== 'number' || typeof payload.exp !== 'number' || payload.exp < now) return null;
  return { userId: payload.sub, sessionId: payload.sid };
}

/**
 * A grant to one private channel other than the personal one: the name a client subscribes to, the broker channel
 * behind it (one conversation's, one inbox's), and the session it lives no longer than (null for a guest, whose
 * token simply expires).
 */
export interface ScopedGrant {
  channel: string;
  brokerChannel: string;
  sessionId: number | null;
}

/** Scoped tokens are signed apart from personal ones: neither kind passes for the other. */
const scopedBody = (body: string) => `scoped.${body}`;

/** A signed token that lets its holder subscribe to one private channel for `ttlMs`. */
export function issueScopedChannelToken(grant: ScopedGrant, secret: string, ttlMs = CHANNEL_TOKEN_TTL_MS, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ch: grant.channel, bc: grant.brokerChannel, sid: grant.sessionId, exp: now + ttlMs })).toString('base64url');
  return `${body}.${sign(scopedBody(body), secret)}`;
}

/** The grant of a valid, unexpired scoped token, else null. */
export function verifyScopedChannelToken(token: string, secret: string, now = Date.now()): ScopedGrant | null {
  const payload = signedPayload(token, secret, scopedBody);
  if (!payload || typeof payload.ch !== 'string' || typeof payload.bc !== 'string' || typeof payload.exp !== 'number' || payload.exp < now) return null;
  if (payload.sid !== null && typeof payload.sid !== 'number') return null;
  return { channel: payload.ch, brokerChannel: payload.bc, sessionId: payload.sid };
}
