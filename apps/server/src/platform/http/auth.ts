import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/index.js';
import { SESSION_TTL_MS, touchSession, type AuthContext, type MarkSeen } from './session-store.js';
import { AppError } from '../../core/app-error.js';
import { assertSameOrigin, isSafeMethod } from './same-origin.js';
import type { DevAuth } from './dev-auth.js';

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

/** Whether the session cookie, not a bearer header, would authenticate the request (the case CSRF is about). */
function usesSessionCookie(request: FastifyRequest): boolean {
  return !request.headers.authorization?.startsWith('Bearer ') && Boolean(request.cookies[TOKEN_COOKIE]);
}

/** URL prefixes where every route needs a session unless it declares otherwise. */
const GUARDED_PREFIXES = ['/api/', '/nitro-api/'];

/**
 * How long a node trusts a session it has looked up. Ending a session reaches every node's cache at once
 * through the broker (SESSIONS_ENDED_CHANNEL); this bound covers only what the broker cannot promise, and
 * while the broker's subscription is down, or after it was made again, nothing cached is trusted.
 */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_MAX = 50_000;

/** Declares a route open to everyone without reading the session (API routes require one otherwise). */
export async function publicRoute(): Promise<void> {}

/**
 * Resolves the session if there is one; the route decides whether it is required. `subscription` is the
 * broker's (Broker.subscription): sessions ended elsewhere are heard only while it holds. `markSeen` marks the
 * player of a looked-up session as seen (the users module's markSeenSql). `devAuth`, outside
 * production only, lets the dev header variant act as a player (dev-auth.ts).
 */
export function makeAuthHooks(db: Db, siteOrigin: string, subscription: () => number | null, markSeen: MarkSeen, devAuth: DevAuth | null = null) {
  const cache = new Map<string, { auth: AuthContext; until: number; subscription: number }>();
  /** Lookups in flight by token: requests of one token arriving together share one. */
  const pending = new Map<string, Promise<AuthContext | null>>();
  /** Moves on every forget: a lookup that began before a session ended must not put it back in the cache. */
  let forgets = 0;

  function lookUp(token: string): Promise<AuthContext | null> {
    const started = { at: Date.now(), forgets, subscription: subscription() };
    const lookup: Promise<AuthContext | null> = touchSession(db, token, markSeen).finally(() => {
      if (pending.get(token) === lookup) pending.delete(token);
    });
    pending.set(token, lookup);
    return lookup.then((auth) => {
      if (auth && started.forgets === forgets && started.subscription !== null && started.subscription === subscription()) {
        if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(token, { auth, until: started.at + SESSION_CACHE_MS, subscription: started.subscription });
      }
      return auth;
    });
  }

  async function byToken(token: string): Promise<AuthContext | null> {
    const hit = cache.get(token);
    if (hit && hit.until > Date.now() && hit.subscription === subscription()) return hit.auth;
    cache.delete(token);
    return pending.get(token) ?? lookUp(token);
  }

  async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
    const dev = devAuth ? await devAuth.token(request) : null;
    if (dev) {
      const auth = await byToken(dev.token);
      if (auth) return auth;
      // Its session ended meanwhile: a new one, once.
      devAuth!.forget(dev.userId);
      const fresh = await devAuth!.token(request);
      return fresh ? byToken(fresh.token) : null;
    }
    const token = requestToken(request);
    return token ? byToken(token) : null;
  }
  const optionalAuth = async (request: FastifyRequest) => {
    request.auth = await resolve(request);
  };
  const requireAuth = async (request: FastifyRequest) => {
    request.auth = await resolve(request);
    if (!request.auth) throw new AppError('authentication');
  };
  /** For the few GET routes that change state (the browser calls them with GET): same-origin only when the cookie is used. */
  const sameOriginOnly = async (request: FastifyRequest) => {
    if (usesSessionCookie(request)) assertSameOrigin(request, siteOrigin);
  };
  const declarations = new Set<unknown>([optionalAuth, requireAuth, publicRoute]);

  return {
    optionalAuth,
    requireAuth,
    publicRoute,
    sameOriginOnly,
    /** Global onRequest: a state-changing request carried by the session cookie must come from this site. */
    csrfGuard: async (request: FastifyRequest) => {
      if (!isSafeMethod(request.method) && usesSessionCookie(request)) assertSameOrigin(request, siteOrigin);
    },
    /**
     * onRoute: on the API prefixes a route is open only when it declares `publicRoute` or `optionalAuth`;
     * a route that declares nothing requires a session.
     */
    guardRoute: (route: RouteOptions) => {
      if (!GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
      const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      if (hooks.some((hook) => declarations.has(hook))) return;
      route.onRequest = [requireAuth, ...hooks] as RouteOptions['onRequest'];
    },
    /** Forgets every cached token of these sessions on this node. */
    forgetSessions: (sessionIds: readonly number[]) => {
      forgets += 1;
      pending.clear();
      const ids = new Set(sessionIds);
      for (const [token, entry] of cache) if (ids.has(entry.auth.sessionId)) cache.delete(token);
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
