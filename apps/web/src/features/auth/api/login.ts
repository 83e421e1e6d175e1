import type { LoginResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { authApi } from '../../../lib/api/endpoints/auth';

/**
 * POST /v1/auth/login with a login and password; 401 `invalid_credentials` when they do not match, 429
 * `rate_limited` while the login is refused after too many wrong passwords.
 */
export function login(credentials: { login: string; password: string }): Promise<LoginResponse> {
  return callApi(authApi.login, { request: credentials });
}
