import type { AnalyticsBatch, AnalyticsBatchResponse } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The site's own analytics: the browser's events in batches. */
export const analyticsApi = {
  events: endpoint<typeof AnalyticsBatchResponse, typeof AnalyticsBatch>()('analytics.events', 'POST', '/v1/analytics/events'),
} as const;
