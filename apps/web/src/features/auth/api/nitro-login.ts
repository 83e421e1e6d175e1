import type { AccessTokenResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { authApi } from '../../../lib/api/endpoints/auth';

/** POST /nitro-api/login: exchanges a token for the session cookies. */
export function nitroLogin(token: string): Promise<AccessTokenResponse> {
  return callApi(authApi.nitroLogin, { request: { token } });
}
