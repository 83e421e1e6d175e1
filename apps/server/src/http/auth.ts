import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import { SESSION_TTL_MS, touchSession, type AuthContext } from '../modules/auth/session-store.js';
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

/**
 * How long a node trusts a session it has looked up. Revocation on the same node is
 * immediate; another node may accept a revoked token for at most this long.
 */
export const SESSION_CACHE_MS = 5000;
const SESSION_CACHE_MAX = 50_000;

/** Resolves the session if there is one; the route decides whether it is required. */
export function makeAuthHooks(db: Db) {
  const cache = new Map<string, { auth: AuthContext; until: number }>();

  async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
    const token = requestToken(request);
    if (!token) return null;
    const now = Date.now();
    const hit = cache.get(token);
    if (hit && hit.until > now) return hit.auth;
    const auth = await touchSession(db, token);
    if (auth) {
      if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(token, { auth, until: now + SESSION_CACHE_MS });
    } else {
      cache.delete(token);
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
    /** Forgets a revoked token at once on this node. */
    forget: (token: string) => {
      cache.delete(token);
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
