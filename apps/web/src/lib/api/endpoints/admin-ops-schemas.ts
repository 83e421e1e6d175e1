import { AnalyticsSummary, PaymentRefundResult } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { adminOpsApi } from './admin-ops';

/** What each admin ops call answers, checked in development and tests only (response-schemas.ts). */
export const adminOpsSchemas: ResponseSchemasOf<typeof adminOpsApi> = {
  analytics: AnalyticsSummary,
  refund: PaymentRefundResult,
};
