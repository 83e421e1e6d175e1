import type { AccessTokenResponse } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';

/** POST /nitro-api/login: exchanges a token for the session cookies. */
export function nitroLogin(token: string): Promise<AccessTokenResponse> {
  return apiPost<AccessTokenResponse>('/nitro-api/login', { token });
}
