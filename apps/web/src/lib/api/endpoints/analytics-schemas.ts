import { AnalyticsBatchResponse } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { analyticsApi } from './analytics';

/** What each analytics call answers, checked in development and tests only (response-schemas.ts). */
export const analyticsSchemas: ResponseSchemasOf<typeof analyticsApi> = {
  events: AnalyticsBatchResponse,
};
