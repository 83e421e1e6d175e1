import type { QuickRegistrationResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { authApi } from '../../../lib/api/endpoints/auth';

/** POST /v1/auth/registration/quick: a new account with a generated login and password. */
export function quickRegister(): Promise<QuickRegistrationResponse> {
  return callApi(authApi.quickRegister);
}
