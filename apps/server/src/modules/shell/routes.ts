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
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema/index.js';
import { cachedValue } from '../../platform/cached-value.js';
import { authOf, publicRoute } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { changeLanguage } from '../users/change-language.js';
import { withdrawalsSandbox } from '../withdrawals/trade-provider.js';
import { faqFor } from './faq-content.js';
import { getFooterStats } from './get-footer-stats.js';
import { getSetting, type OperatorDetailsOverride } from './operator-settings.js';
import type { EffectiveSwitches, SiteSwitches } from './site-switches.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { resolvePage } from './resolve-page.js';
import { withFormBodies } from '../../platform/http/form-scope.js';

export interface ShellDeps {
  authProviders: readonly ('steam' | 'google' | 'vk')[];
  liveConnections: () => number;
  catalog: Pick<CaseCatalog, 'get'>;
  /** Payment systems the site takes. */
  paymentSystems: readonly string[];
  /** Feature flags and operator details (configuration defaults, console settings over them). */
  switches: SiteSwitches;
}

/** The operator's details as the site shows them (configuration, with the console's over it). */
export function operatorDetails(details: OperatorDetailsOverride): Pick<SiteConfigInput, 'legalData' | 'contacts'> {
  const legal = details.name && details.registration && details.address;
  return {
    ...(legal ? { legalData: { beneficiary: details.name!, registrationNumber: details.registration!, address: details.address! } } : {}),
    contacts: {
      ...(details.supportEmail ? { supportMail: details.supportEmail } : {}),
      ...(details.partnerEmail ? { partnerMail: details.partnerEmail } : {}),
      ...(details.adsEmail ? { adContacts: details.adsEmail } : {}),
    },
  };
}

export function shellRoutes(app: App, deps: ModuleDeps, shell: ShellDeps): void {
  const { db, config } = deps;
  const build = (switches: EffectiveSwitches) => buildSiteConfig({
    game: config.GAME,
    baseUrl: config.publicBaseUrl,
    authProviders: shell.authProviders,
    redirectToWelcome: config.REDIRECT_TO_WELCOME,
    withdrawalsSandbox: withdrawalsSandbox(config),
    features: switches.features,
    paymentSystems: shell.paymentSystems,
    socials: {
      telegram: config.TELEGRAM_CHANNEL ? telegramChannelUrl(config.TELEGRAM_CHANNEL) : null,
      vk: config.VK_GROUP_ID ? vkGroupUrl(config.VK_GROUP_ID) : null,
    },
    siblingSiteUrl: config.SIBLING_SITE_URL,
    ...operatorDetails(switches.details),
  });
  // Built again only when the switches were read anew.
  let built: { from: EffectiveSwitches; config: ReturnType<typeof build> } | null = null;

  app.get('/api/v1/site-config', { onRequest: publicRoute, schema: { response: { 200: z.any() } } }, async () => {
    const switches = await shell.switches.read();
    if (built?.from !== switches) built = { from: switches, config: build(switches) };
    return built.config;
  });

  app.get('/api/v1/monitoring/status', { onRequest: publicRoute, schema: { response: { 200: MonitoringStatus } } }, async () => ({
    isOffline: await getSetting(db, 'maintenance'),
    message: await getSetting(db, 'maintenanceMessage'),
  }));

  // The page's address comes as the form field `url` (or in JSON).
  withFormBodies(app, (scope) =>
    scope.post('/api/v1/seo/get', { onRequest: publicRoute, schema: { body: SeoRequest, response: { 200: SeoResponse } } }, async (req) => (await resolvePage(req.body.url, shell.catalog, undefined, config.GAME)).seo),
  );

  const footerStats = cachedValue(() => getFooterStats(db, config.GAME), config.COUNTERS_TTL_MS);
  app.get('/api/v1/footer-stats', { onRequest: publicRoute, schema: { response: { 200: FooterStats } } }, async () => {
    const stats = await footerStats.get();
    return { ...stats, online: Math.max(stats.online, shell.liveConnections()) };
  });

  const faq = faqFor(config.GAME);
  app.get('/api/v1/page/faq', { onRequest: publicRoute, schema: { response: { 200: FaqResponse } } }, async () => faq);

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
