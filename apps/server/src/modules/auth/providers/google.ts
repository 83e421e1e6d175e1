import { CodeChallengeMethod, decodeIdToken, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { Config } from '../../../platform/config.js';
import { callbackUrl, fallbackNickname, httpsOrUndefined, ProviderError, withTimeout, type ProviderClient } from './types.js';

// arctic's `Google` class has fixed endpoints; its generic client takes ours, so tests can use a local fake.
const AUTHORIZATION_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';
const SCOPES = ['openid', 'email', 'profile'];

const IdTokenClaims = z.object({
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

/**
 * Google sign-in: authorization code with PKCE (S256). The id token comes straight from the token
 * endpoint over TLS, so its claims are read without checking the signature (as arctic documents).
 */
export function createGoogleProvider(config: Config, clientId: string, clientSecret: string): ProviderClient {
  const client = new OAuth2Client(clientId, clientSecret, callbackUrl(config.publicBaseUrl, 'google'));
  const authorizationEndpoint = config.GOOGLE_AUTHORIZATION_ENDPOINT ?? AUTHORIZATION_ENDPOINT;
  const tokenEndpoint = config.GOOGLE_TOKEN_ENDPOINT ?? TOKEN_ENDPOINT;

  return {
    name: 'google',

    authorizationUrl(state, codeVerifier) {
      return client.createAuthorizationURLWithPKCE(authorizationEndpoint, state, CodeChallengeMethod.S256, codeVerifier, SCOPES);
    },

    async complete({ query, codeVerifier }) {
      const code = query.get('code');
      if (!code || !codeVerifier) throw new ProviderError('callback without code or code verifier');
      const tokens = await withTimeout(client.validateAuthorizationCode(tokenEndpoint, code, codeVerifier), 'Google token exchange');
      const parsed = IdTokenClaims.safeParse(decodeIdToken(tokens.idToken()));
      if (!parsed.success) throw new ProviderError('id token lacks the expected claims');
      const claims = parsed.data;
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audiences.includes(clientId)) throw new ProviderError('id token issued for another client');
      return {
        providerUserId: claims.sub,
        nickname: claims.name?.trim() || fallbackNickname('google', claims.sub),
        avatar: httpsOrUndefined(claims.picture),
        email: claims.email && claims.email_verified !== false ? claims.email : undefined,
      };
    },
  };
}
