import { ExposureBatchResponse, FlagValues, Vardata } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { experimentsApi } from './experiments';

/** What each experiment call answers, checked in development and tests only (response-schemas.ts). */
export const experimentsSchemas: ResponseSchemasOf<typeof experimentsApi> = {
  vardata: Vardata,
  flags: FlagValues,
  exposures: ExposureBatchResponse,
};
