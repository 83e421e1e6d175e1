import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AccessTokenResponse, LoginRequest, LoginResponse, NitroLoginRequest, Ok, QuickRegistrationRequest, QuickRegistrationResponse, RevokeAllResponse } from '@tastydrop/domain';
import { authOf, clearSessionCookies, requestToken, setSessionCookies, publicRoute } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { ensureDeviceId } from '../../platform/http/device-id.js';
import { login } from './login.js';
import { quickRegister } from './quick-register.js';
import { findSession } from '../../platform/http/session-store.js';
import { signOut, signOutEverywhere } from './sign-out.js';
import { AppError } from '../../core/app-error.js';

const Localization = z.object({ languages: z.array(z.object({ iso: z.string() })), defaultIso: z.string() });

export function authRoutes(app: App, deps: ModuleDeps): void {
  const { db, strictRateLimit } = deps;
    // A browser signing up or in without a device id gets one here, so its next account carries the same (decision 058).
  const meta = (req: { headers: Record<string, unknown>; ip: string; cookies: Record<string, string | undefined> }, reply: FastifyReply) => ({
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    ip: req.ip,
    deviceId: ensureDeviceId(req, reply),
  });

  app.post(
    '/api/v1/auth/registration/quick',
    { onRequest: publicRoute, ...strictRateLimit, schema: { body: QuickRegistrationRequest, response: { 200: QuickRegistrationResponse } } },
    (req, reply) => quickRegister(db, deps.config.GAME, meta(req, reply), req.body?.adult === true),
  );

  app.post(
    '/api/v1/auth/login',
    { onRequest: publicRoute, ...strictRateLimit, schema: { body: LoginRequest, response: { 200: LoginResponse } } },
    (req, reply) => login(db, req.body, meta(req, reply)),
  );

  app.post('/api/v1/auth/revoke', { onRequest: deps.requireAuth, schema: { response: { 200: Ok } } }, async (req, reply) => {
    const token = requestToken(req);
    if (token) await signOut(db, deps.endSessions, token);
    clearSessionCookies(reply);
    return { ok: true as const };
  });

  // Sign out everywhere: every session of the player ends, with its realtime sockets.
  app.post('/api/v1/auth/revoke-all', { onRequest: deps.requireAuth, schema: { response: { 200: RevokeAllResponse } } }, async (req, reply) => {
    const ended = await signOutEverywhere(db, deps.endSessions, authOf(req).userId);
    clearSessionCookies(reply);
    return { ended };
  });

  // The token → cookie exchange used after sign-in in the browser.
  app.post(
    '/nitro-api/login',
    { onRequest: publicRoute, ...strictRateLimit, schema: { body: NitroLoginRequest, response: { 200: AccessTokenResponse } } },
    async (req, reply) => {
      const session = await findSession(db, req.body.token);
      if (!session) throw new AppError('authentication');
      setSessionCookies(reply, req.body.token);
      return { accessToken: req.body.token };
    },
  );

  // A GET by contract: a cross-site link must not sign the player out, hence the same-origin check.
  app.get('/nitro-api/logout', { onRequest: [publicRoute, deps.sameOriginOnly], schema: { response: { 200: Ok } } }, async (req, reply) => {
    const token = requestToken(req);
    if (token) await signOut(db, deps.endSessions, token);
    clearSessionCookies(reply);
    return { ok: true as const };
  });

  app.get('/nitro-api/localization', { onRequest: publicRoute, schema: { response: { 200: Localization } } }, async () => ({
    languages: [{ iso: 'ru' }],
    defaultIso: 'ru',
  }));
}
