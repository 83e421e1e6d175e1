import { IdentityCheckState, Ok } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { identityApi } from './identity';

/** What each identity check call answers, checked in development and tests only (response-schemas.ts). */
export const identitySchemas: ResponseSchemasOf<typeof identityApi> = {
  state: IdentityCheckState,
  upload: Ok,
};
