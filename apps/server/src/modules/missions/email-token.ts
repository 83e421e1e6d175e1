import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-mail confirmation link's token: user, address and expiry signed with the server
 * secret (HMAC-SHA256), so a forged or altered link fails and an old one expires.
 */
export function signEmailToken(secret: string, userId: number, email: string, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ u: userId, e: email, x: expiresAt })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function verifyEmailToken(secret: string, token: string, now: number): { userId: number; email: string } | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; e?: unknown; x?: unknown };
    if (typeof data.u !== 'number' || typeof data.e !== 'string' || typeof data.x !== 'number') return null;
    if (data.x <= now) return null;
    return { userId: data.u, email: data.e };
  } catch {
    return null;
  }
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', `email-confirm:${secret}`).update(body).digest('base64url');
}
