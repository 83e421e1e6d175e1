import { z } from 'zod';
import { ProviderParams, ProviderQuery, ProviderUrlResponse } from '@tastydrop/domain';
import { setSessionCookies, publicRoute } from '../../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../../platform/http/types.js';
import { ensureDeviceId } from '../../../platform/http/device-id.js';
import type { AuthProviders } from './auth-providers.js';
import { OAUTH_BINDING_COOKIE, OAUTH_BINDING_MAX_AGE_S, OAUTH_BINDING_PATH } from './oauth-state.js';

// The callback reads its raw query itself (Steam's `openid.*` keys); nothing here may fail validation,
// because a failed sign-in must end in a redirect, never in a JSON error page.
const CallbackQuery = z.object({}).catchall(z.unknown());

export function providerRoutes(app: App, deps: ModuleDeps, providers: AuthProviders): void {
  const { config, strictRateLimit } = deps;

  app.get(
    '/api/v1/auth/:provider',
    { onRequest: publicRoute, ...strictRateLimit, schema: { params: ProviderParams, querystring: ProviderQuery, response: { 200: ProviderUrlResponse } } },
    async (req, reply) => {
      const { url, binding } = await providers.start(req.params.provider, req.query.redirect, req.query.adult === 'true');
      void reply.setCookie(OAUTH_BINDING_COOKIE, binding, { path: OAUTH_BINDING_PATH, httpOnly: true, secure: true, sameSite: 'lax', maxAge: OAUTH_BINDING_MAX_AGE_S });
      return { url };
    },
  );

  app.get('/api/v1/auth/:provider/callback', { onRequest: publicRoute, schema: { params: ProviderParams, querystring: CallbackQuery } }, async (req, reply) => {
    const result = await providers.complete({
      provider: req.params.provider,
      url: `${config.publicBaseUrl}${req.url}`,
      binding: req.cookies[OAUTH_BINDING_COOKIE],
      meta: { userAgent: req.headers['user-agent'], ip: req.ip, deviceId: ensureDeviceId(req, reply) },
      log: req.log,
    });
    // The binding is spent whatever the outcome: a new sign-in starts with a new one.
    void reply.clearCookie(OAUTH_BINDING_COOKIE, { path: OAUTH_BINDING_PATH });
    if (result.ok) setSessionCookies(reply, result.accessToken);
    return reply.redirect(result.location, 302);
  });
}
