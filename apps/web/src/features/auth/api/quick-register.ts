import type { QuickRegistrationResponse } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';

/** POST /v1/auth/registration/quick: a new account with a generated login and password. */
export function quickRegister(): Promise<QuickRegistrationResponse> {
  return apiPost<QuickRegistrationResponse>('/v1/auth/registration/quick');
}
