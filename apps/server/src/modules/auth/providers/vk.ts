import { OAuth2Client } from 'arctic';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../platform/config.js';
import { callbackUrl, fallbackNickname, httpsOrUndefined, PROVIDER_TIMEOUT_MS, ProviderError, type ProviderClient } from './types.js';

// Classic VK OAuth (oauth.vk.com + api.vk.com), the flow arctic's `VK` class implements: it gives the
// user id and email with the token and needs no device_id round trip like VK ID (id.vk.com) does.
const AUTHORIZATION_ENDPOINT = 'https://oauth.vk.com/authorize';
const TOKEN_ENDPOINT = 'https://oauth.vk.com/access_token';
const API_ENDPOINT = 'https://api.vk.com/method';
const API_VERSION = '5.199';

const TokenResponse = z.object({ access_token: z.string(), user_id: z.number().int().positive(), email: z.string().optional() });
const UsersGetResponse = z.object({
  response: z.array(z.object({ first_name: z.string().optional(), last_name: z.string().optional(), photo_200: z.string().optional() })),
});

/** VK sign-in: authorization code, then the name and photo through `users.get`. */
export function createVkProvider(config: Config, clientId: string, clientSecret: string): ProviderClient {
  const redirectUri = callbackUrl(config.publicBaseUrl, 'vk');
  const client = new OAuth2Client(clientId, clientSecret, redirectUri);
  const authorizationEndpoint = config.VK_AUTHORIZATION_ENDPOINT ?? AUTHORIZATION_ENDPOINT;
  const tokenEndpoint = config.VK_TOKEN_ENDPOINT ?? TOKEN_ENDPOINT;
  const apiEndpoint = (config.VK_API_ENDPOINT ?? API_ENDPOINT).replace(/\/+$/, '');

  // VK documents the secret as a request parameter (arctic's own VK class sends it so); the generic
  // client would send HTTP Basic instead, hence this one request by hand.
  async function exchangeCode(code: string) {
    const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, client_secret: clientSecret });
    const response = await fetch(tokenEndpoint, { method: 'POST', body, headers: { accept: 'application/json' }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    const data: unknown = await response.json().catch(() => null);
    const parsed = TokenResponse.safeParse(data);
    if (!response.ok || !parsed.success) {
      const error = (data as { error?: unknown } | null)?.error;
      throw new ProviderError(`VK token exchange failed: ${response.status} ${typeof error === 'string' ? error : ''}`.trim());
    }
    return parsed.data;
  }

  async function fetchName(accessToken: string, userId: string, log: FastifyBaseLogger) {
    const body = new URLSearchParams({ user_ids: userId, fields: 'photo_200', access_token: accessToken, v: API_VERSION });
    try {
      const response = await fetch(`${apiEndpoint}/users.get`, { method: 'POST', body, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      const [user] = UsersGetResponse.parse(await response.json()).response;
      return user;
    } catch (error) {
      log.warn({ provider: 'vk', reason: error instanceof Error ? error.message : String(error) }, 'vk users.get failed');
      return undefined;
    }
  }

  return {
    name: 'vk',

    authorizationUrl(state) {
      const url = client.createAuthorizationURL(authorizationEndpoint, state, ['email']);
      url.searchParams.set('v', API_VERSION);
      return url;
    },

    async complete({ query, log }) {
      const code = query.get('code');
      if (!code) throw new ProviderError('callback without code');
      const token = await exchangeCode(code);
      const userId = String(token.user_id);
      const user = await fetchName(token.access_token, userId, log);
      const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim();
      return {
        providerUserId: userId,
        nickname: fullName || fallbackNickname('vk', userId),
        avatar: httpsOrUndefined(user?.photo_200),
        email: token.email || undefined,
        firstName: user?.first_name || undefined,
        lastName: user?.last_name || undefined,
      };
    },
  };
}
