import {
  AnalyticsSessionResponse,
  ContactMessageResult,
  FaqResponse,
  FooterStats,
  MonitoringStatus,
  SeoResponse,
  SiteConfigResponse,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { shellApi } from './shell';

/** What each shell call answers, checked in development and tests only (response-schemas.ts). */
export const shellSchemas: ResponseSchemasOf<typeof shellApi> = {
  siteConfig: SiteConfigResponse,
  monitoring: MonitoringStatus,
  seo: SeoResponse,
  footerStats: FooterStats,
  faq: FaqResponse,
  contact: ContactMessageResult,
  analyticsSession: AnalyticsSessionResponse,
};
