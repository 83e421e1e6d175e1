import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { createSession } from './session-store.js';

/** The header naming the player a non-production client acts as. */
const DEV_USER_HEADER = 'x-dev-user-id';

/** The console is never reached this way: its calls keep their own sign-in and second factor. */
const CONSOLE_PREFIX = '/api/admin/';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The header variant of non-production builds: `Authorization: Basic <credentials>` with the configured
 * `DEV_BASIC_AUTH` (login:password) and `X-Dev-User-Id: <id>` act as that player, through a session made for it
 * once and kept while it lives. Off unless configured; the configuration refuses it in production.
 */
export function makeDevAuth(db: Db, credentials: string | undefined) {
  if (!credentials) return null;
  const expected = digest(`Basic ${Buffer.from(credentials).toString('base64')}`);
  const tokens = new Map<number, string>();

  return {
    /**
     * The session token a request's dev headers stand for, null when it carries none (or calls the console). Wrong
     * credentials, or no such player, are refused as any failed sign-in.
     */
    async token(request: FastifyRequest): Promise<{ userId: number; token: string } | null> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Basic ') || request.url.startsWith(CONSOLE_PREFIX)) return null;
      if (!timingSafeEqual(digest(header), expected)) throw new AppError('authentication');
      const raw = request.headers[DEV_USER_HEADER];
      const userId = Number(Array.isArray(raw) ? raw[0] : raw);
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new AppError('authentication');
      const known = tokens.get(userId);
      if (known) return { userId, token: known };
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new AppError('authentication');
      const token = await createSession(db, userId, { userAgent: 'dev headers', ip: request.ip });
      tokens.set(userId, token);
      return { userId, token };
    },
    /** Forgets a player's session that ended (signed out, banned): the next request makes a new one. */
    forget(userId: number): void {
      tokens.delete(userId);
    },
  };
}

export type DevAuth = NonNullable<ReturnType<typeof makeDevAuth>>;
