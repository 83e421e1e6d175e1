import type { AccessTokenResponse } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';

/** POST /v1/auth/login with a login and password; 401 `invalid_credentials` when they do not match. */
export function login(credentials: { login: string; password: string }): Promise<AccessTokenResponse> {
  return apiPost<AccessTokenResponse>('/v1/auth/login', credentials);
}
