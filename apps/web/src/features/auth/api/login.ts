import type { LoginResponse } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /v1/auth/login with a login and password; 401 `invalid_credentials` when they do not match, 429
 * `rate_limited` while the login is refused after too many wrong passwords.
 */
export function login(credentials: { login: string; password: string }): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/v1/auth/login', credentials);
}
