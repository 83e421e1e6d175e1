import { ConsoleRows, Ok } from '@tastydrop/domain';
import type { adminIdentityApi } from './admin-identity';
import type { ResponseSchemasOf } from './endpoint';

/** What each console identity call answers, checked in development and tests only (response-schemas.ts). */
export const adminIdentitySchemas: ResponseSchemasOf<typeof adminIdentityApi> = {
  playerChecks: ConsoleRows,
  request: Ok,
  queue: ConsoleRows,
  decide: Ok,
};
