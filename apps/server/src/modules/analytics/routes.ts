import { AnalyticsBatch, AnalyticsBatchResponse } from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { recordAnalyticsEvents } from './record-events.js';

/** The site's own analytics: the browser posts its events in batches; guests too. */
export function analyticsRoutes(app: App, deps: ModuleDeps): void {
  app.post(
    '/api/v1/analytics/events',
    {
      onRequest: deps.optionalAuth,
      config: { rateLimit: { max: deps.config.ANALYTICS_RATE_LIMIT, timeWindow: 60_000 } },
      schema: { body: AnalyticsBatch, response: { 200: AnalyticsBatchResponse } },
    },
    (req) => recordAnalyticsEvents(deps.db, req.body, req.auth?.userId ?? null),
  );
}
