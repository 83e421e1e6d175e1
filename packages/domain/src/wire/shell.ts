import { z } from 'zod';
import type { SiteConfig } from '../site-config.js';

/** Whether the site is in maintenance, and the operator's message for its page (empty: the page's own text). */
export const MonitoringStatus = z.object({ isOffline: z.boolean(), message: z.string().optional() });
export const SeoRequest = z.object({ url: z.string().max(2048) });
export const SeoResponse = z.object({ title: z.string(), description: z.string() });
export type SeoResponse = z.infer<typeof SeoResponse>;

export const FooterStats = z.object({
  opened: z.number().int(),
  users: z.number().int(),
  upgrades: z.number().int(),
  battles: z.number().int(),
  online: z.number().int(),
  arcanes: z.number().int(),
});
export type FooterStats = z.infer<typeof FooterStats>;

export const FAQ_CATEGORIES = ['account', 'cases', 'fairness', 'withdrawals', 'payments', 'battles', 'upgrades', 'contracts'] as const;
export const FaqQuestion = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export const FaqCategory = z.object({
  id: z.number().int(),
  slug: z.enum(FAQ_CATEGORIES),
  title: z.string(),
  questions: z.array(FaqQuestion),
});
export const FaqResponse = z.array(FaqCategory);
export type FaqCategory = z.infer<typeof FaqCategory>;

export const Localization = z.object({ languages: z.array(z.object({ iso: z.string() })), defaultIso: z.string() });
export const LocalizationUser = z.object({ language: z.string() });
export const LocalizationUserRequest = z.object({ language: z.string().min(2).max(8) });

/**
 * GET /v1/site-config: the site configuration entity (built by `buildSiteConfig`). Checked for its
 * identifying fields; the entity's type describes the rest.
 */
export const SiteConfigResponse = z.custom<SiteConfig>(
  (value) => typeof value === 'object' && value !== null && typeof (value as SiteConfig).project === 'string' && typeof (value as SiteConfig).baseUrl === 'string',
  { message: 'not a site configuration' },
);
