import type { AccessTokenResponse, LoginRequest, LoginResponse, NitroLoginRequest, Ok, ProviderQuery, ProviderUrlResponse, QuickRegistrationRequest, QuickRegistrationResponse, RevokeAllResponse } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The sign-in calls of the web app. */
export const authApi = {
  providerUrl: endpoint<typeof ProviderUrlResponse, typeof ProviderQuery>()('auth.providerUrl', 'GET', '/v1/auth/:provider'),
  login: endpoint<typeof LoginResponse, typeof LoginRequest>()('auth.login', 'POST', '/v1/auth/login'),
  quickRegister: endpoint<typeof QuickRegistrationResponse, typeof QuickRegistrationRequest>()('auth.quickRegister', 'POST', '/v1/auth/registration/quick'),
  nitroLogin: endpoint<typeof AccessTokenResponse, typeof NitroLoginRequest>()('auth.nitroLogin', 'POST', '/nitro-api/login'),
  nitroLogout: endpoint<typeof Ok>()('auth.nitroLogout', 'GET', '/nitro-api/logout'),
  revokeAll: endpoint<typeof RevokeAllResponse>()('auth.revokeAll', 'POST', '/v1/auth/revoke-all'),
} as const;
