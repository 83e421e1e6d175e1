import { z } from 'zod';
import {
  buildSiteConfig,
  FaqResponse,
  FooterStats,
  LocalizationUser,
  LocalizationUserRequest,
  MonitoringStatus,
  SeoRequest,
  SeoResponse,
  type SiteConfigInput,
  telegramChannelUrl,
  vkGroupUrl,
} from '@tastydrop/domain';
import type { Config } from '../../config.js';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { authOf, publicRoute } from '../../http/auth.js';
import type { App, ModuleDeps } from '../../http/types.js';
import { changeLanguage } from '../users/change-language.js';
import { withdrawalsSandbox } from '../withdrawals/trade-provider.js';
import { FAQ } from './faq-content.js';
import { getFooterStats } from './get-footer-stats.js';
import { getSetting } from './operator-settings.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { resolvePage } from './resolve-page.js';
import { withFormBodies } from '../../http/form-scope.js';

export interface ShellDeps {
  authProviders: readonly ('steam' | 'google' | 'vk')[];
  liveConnections: () => number;
  catalog: Pick<CaseCatalog, 'get'>;
  /** Payment systems the site takes. */
  paymentSystems: readonly string[];
}

/** The operator's details from the configuration; outside production, missing ones fall back to demo details. */
export function operatorDetails(config: Config): Pick<SiteConfigInput, 'legalData' | 'contacts'> {
  const { OPERATOR_NAME, OPERATOR_REGISTRATION, OPERATOR_ADDRESS } = config;
  const legal = OPERATOR_NAME && OPERATOR_REGISTRATION && OPERATOR_ADDRESS;
  return {
    ...(legal ? { legalData: { beneficiary: OPERATOR_NAME, registrationNumber: OPERATOR_REGISTRATION, address: OPERATOR_ADDRESS } } : {}),
    contacts: {
      ...(config.SUPPORT_EMAIL ? { supportMail: config.SUPPORT_EMAIL } : {}),
      ...(config.PARTNER_EMAIL ? { partnerMail: config.PARTNER_EMAIL } : {}),
      ...(config.ADS_EMAIL ? { adContacts: config.ADS_EMAIL } : {}),
    },
  };
}

export function shellRoutes(app: App, deps: ModuleDeps, shell: ShellDeps): void {
  const { db, config } = deps;
  const siteConfig = buildSiteConfig({
    game: config.GAME,
    baseUrl: config.publicBaseUrl,
    authProviders: shell.authProviders,
    redirectToWelcome: config.REDIRECT_TO_WELCOME,
    withdrawalsSandbox: withdrawalsSandbox(config),
    features: config.FEATURES,
    paymentSystems: shell.paymentSystems,
    socials: {
      telegram: config.TELEGRAM_CHANNEL ? telegramChannelUrl(config.TELEGRAM_CHANNEL) : null,
      vk: config.VK_GROUP_ID ? vkGroupUrl(config.VK_GROUP_ID) : null,
    },
    ...operatorDetails(config),
  });

  app.get('/api/v1/site-config', { onRequest: publicRoute, schema: { response: { 200: z.any() } } }, async () => siteConfig);

  app.get('/api/v1/monitoring/status', { onRequest: publicRoute, schema: { response: { 200: MonitoringStatus } } }, async () => ({
    isOffline: await getSetting(db, 'maintenance'),
  }));

  // The page's address comes as the form field `url` (or in JSON).
  withFormBodies(app, (scope) =>
    scope.post('/api/v1/seo/get', { onRequest: publicRoute, schema: { body: SeoRequest, response: { 200: SeoResponse } } }, async (req) => (await resolvePage(req.body.url, shell.catalog, undefined, config.GAME)).seo),
  );

  app.get('/api/v1/footer-stats', { onRequest: publicRoute, schema: { response: { 200: FooterStats } } }, () => getFooterStats(db, shell.liveConnections()));

  app.get('/api/v1/page/faq', { onRequest: publicRoute, schema: { response: { 200: FaqResponse } } }, async () => FAQ);

  app.get('/api/v1/localization/user', { onRequest: deps.optionalAuth, schema: { response: { 200: LocalizationUser } } }, async (req) => {
    if (!req.auth) return { language: 'ru' };
    const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, req.auth.userId)).limit(1);
    return { language: row?.lang ?? 'ru' };
  });

  app.post(
    '/api/v1/localization/user',
    { onRequest: deps.requireAuth, schema: { body: LocalizationUserRequest, response: { 200: LocalizationUser } } },
    async (req) => ({ language: (await changeLanguage(db, authOf(req).userId, req.body.language)).code }),
  );
}
