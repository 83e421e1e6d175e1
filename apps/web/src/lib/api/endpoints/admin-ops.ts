import type { AnalyticsSummary, AnalyticsSummaryQuery, PaymentRefundRequest, PaymentRefundResult } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The console's operations calls: the site's own analytics and payment refunds. */
export const adminOpsApi = {
  analytics: endpoint<typeof AnalyticsSummary, typeof AnalyticsSummaryQuery>()('adminOps.analytics', 'GET', '/api/admin/analytics', true),
  refund: endpoint<typeof PaymentRefundResult, typeof PaymentRefundRequest>()('adminOps.refund', 'POST', '/api/admin/payments/:id/refund', true),
} as const;
