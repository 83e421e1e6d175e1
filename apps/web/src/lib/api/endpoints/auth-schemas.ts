import {
  AccessTokenResponse,
  LoginResponse,
  Ok,
  ProviderUrlResponse,
  QuickRegistrationResponse,
  RevokeAllResponse,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { authApi } from './auth';

/** What each auth call answers, checked in development and tests only (response-schemas.ts). */
export const authSchemas: ResponseSchemasOf<typeof authApi> = {
  providerUrl: ProviderUrlResponse,
  login: LoginResponse,
  quickRegister: QuickRegistrationResponse,
  nitroLogin: AccessTokenResponse,
  nitroLogout: Ok,
  revokeAll: RevokeAllResponse,
};
