import type { AnalyticsSessionRequest, AnalyticsSessionResponse, ContactMessageRequest, ContactMessageResult, FaqResponse, FooterStats, MonitoringStatus, SeoRequest, SeoResponse, SiteConfigResponse } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The site-wide calls of the web app: configuration, SEO, footer, FAQ, contact form, analytics. */
export const shellApi = {
  siteConfig: endpoint<typeof SiteConfigResponse>()('shell.siteConfig', 'GET', '/v1/site-config'),
  monitoring: endpoint<typeof MonitoringStatus>()('shell.monitoring', 'GET', '/v1/monitoring/status'),
  // These two go out as form data, as the server's form routes read them.
  seo: endpoint<typeof SeoResponse, typeof SeoRequest>()('shell.seo', 'POST', '/v1/seo/get', false, { form: true }),
  footerStats: endpoint<typeof FooterStats>()('shell.footerStats', 'GET', '/v1/footer-stats'),
  faq: endpoint<typeof FaqResponse>()('shell.faq', 'GET', '/v1/page/faq'),
  contact: endpoint<typeof ContactMessageResult, typeof ContactMessageRequest>()('shell.contact', 'POST', '/v1/support/messages'),
  analyticsSession: endpoint<typeof AnalyticsSessionResponse, typeof AnalyticsSessionRequest>()('shell.analyticsSession', 'POST', '/v1/users/sessions', false, { form: true }),
} as const;
