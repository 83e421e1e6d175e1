import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { users } from '../db/schema/index.js';
import { findSession, SESSION_TTL_MS, type AuthContext } from '../modules/auth/session-store.js';
import { AppError } from './app-error.js';

export const TOKEN_COOKIE = 'tastyToken';
/** A readable flag beside the HttpOnly token so the browser knows a session exists. */
export const LOGGED_IN_COOKIE = 'tastyLoggedIn';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The access token of a request: the bearer header wins over the cookie. */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[TOKEN_COOKIE] ?? null;
}

/** Resolves the session if there is one; the route decides whether it is required. */
export function makeAuthHooks(db: Db) {
  async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
    const token = requestToken(request);
    if (!token) return null;
    const auth = await findSession(db, token);
    if (auth) {
      // Presence for the online counter, written at most once a minute per user.
      await db.execute(
        sql`UPDATE ${users} SET last_seen_at = now() WHERE id = ${auth.userId} AND last_seen_at < now() - interval '1 minute'`,
      );
    }
    return auth;
  }
  return {
    optionalAuth: async (request: FastifyRequest) => {
      request.auth = await resolve(request);
    },
    requireAuth: async (request: FastifyRequest) => {
      request.auth = await resolve(request);
      if (!request.auth) throw new AppError('authentication');
    },
  };
}

/** The authenticated user of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('authentication');
  return request.auth;
}

const cookieBase = { path: '/', sameSite: 'lax' as const, secure: true, maxAge: Math.floor(SESSION_TTL_MS / 1000) };

export function setSessionCookies(reply: FastifyReply, token: string): void {
  void reply.setCookie(TOKEN_COOKIE, token, { ...cookieBase, httpOnly: true });
  void reply.setCookie(LOGGED_IN_COOKIE, '1', { ...cookieBase, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  void reply.clearCookie(LOGGED_IN_COOKIE, { path: '/' });
}
