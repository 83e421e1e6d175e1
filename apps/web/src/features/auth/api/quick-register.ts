import type { QuickRegistrationResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { authApi } from '../../../lib/api/endpoints/auth';

/** POST /v1/auth/registration/quick: a new account with a generated login and password; the agreements ticked go along (the server records the 18+ one). */
export function quickRegister(agreements: { terms: boolean; adult: boolean }): Promise<QuickRegistrationResponse> {
  return callApi(authApi.quickRegister, { request: agreements });
}
