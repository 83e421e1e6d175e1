import { z } from 'zod';

export const AUTH_PROVIDERS = ['steam', 'google', 'vk'] as const;
export const AuthProvider = z.enum(AUTH_PROVIDERS);
export type AuthProvider = z.infer<typeof AuthProvider>;

/** POST /v1/auth/login: credentials or a single token. */
export const LoginRequest = z.union([
  z.object({ login: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
  z.object({ token: z.string().min(16).max(256) }),
]);
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AccessTokenResponse = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof AccessTokenResponse>;

/** POST /v1/auth/login: `failedAttempts` once, when someone guessing the password got the login refused since the last sign-in. */
export const LoginResponse = AccessTokenResponse.extend({ failedAttempts: z.number().int().optional() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** POST /api/v1/auth/registration/quick: the sign-up's agreements; `adult` is the player's 18+ confirmation (a body may be absent). */
export const QuickRegistrationRequest = z.object({ terms: z.boolean().optional(), adult: z.boolean().optional() }).nullish();
export type QuickRegistrationRequest = z.infer<typeof QuickRegistrationRequest>;

export const QuickRegistrationResponse = z.object({
  login: z.string(),
  password: z.string(),
  accessToken: z.string(),
});
export type QuickRegistrationResponse = z.infer<typeof QuickRegistrationResponse>;

export const ProviderParams = z.object({ provider: AuthProvider });
/** GET /api/v1/auth/{provider}: where to come back to, and `adult=true` when the player ticked 18+ before leaving. */
export const ProviderQuery = z.object({ redirect: z.string().max(512).optional(), adult: z.enum(['true', 'false']).optional() });
export const ProviderUrlResponse = z.object({ url: z.string() });
export type ProviderUrlResponse = z.infer<typeof ProviderUrlResponse>;

/** POST /nitro-api/login: an external token exchanged for the cookie. */
export const NitroLoginRequest = z.object({ token: z.string().min(16).max(256) });

/** POST /v1/auth/revoke-all: how many other sessions were ended. */
export const RevokeAllResponse = z.object({ ended: z.number().int() });
