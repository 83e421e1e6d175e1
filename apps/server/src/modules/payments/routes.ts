import { z } from 'zod';
import {
  ActivePromo,
  BonusLevelList,
  CountryParams,
  DefaultCountry,
  Ok,
  PaymentCountry,
  PaymentCountryList,
  PromoApplyRequest,
  PromoApplyResponse,
  PromoCodeParams,
  PromoInfo,
  TransactionStartRequest,
  TransactionStartResponse,
  TransactionStatus,
  TransactionStatusQuery,
} from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import { authOf, publicRoute } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { getTransactionStatus } from './get-transaction-status.js';
import type { WebhookContext } from './handle-webhook.js';
import { partnerProgramme } from '../partners/programme.js';
import { defaultCountry } from './default-country.js';
import { listBonusLevels } from './list-bonus-levels.js';
import { getCountry, listCountries } from './list-countries.js';
import { renderMethodArt } from './method-art.js';
import { applyPromo } from './promo/apply-promo.js';
import { getActivePromo, getPromoInfo } from './promo/get-promo-info.js';
import { resetPromo } from './promo/reset-promo.js';
import { createPaymentProvider, sandboxSecret } from './providers/create-provider.js';
import { sandboxRoutes } from './sandbox-routes.js';
import { startTransaction } from './start-transaction.js';
import { webhookRoutes } from './webhook-routes.js';

/** Status checks come every few seconds from the result page: a looser limit than the other payment calls. */
const STATUS_LIMIT_FACTOR = 4;

/** Payments: countries and methods, bonus levels, transactions, promo codes, webhooks. */
export function paymentsRoutes(app: App, deps: ModuleDeps): void {
  const { db, config, realtime, requireAuth } = deps;
  const game = config.GAME;
  const provider = createPaymentProvider(config);
  const ctx: WebhookContext = { db, game, provider, realtime, partners: partnerProgramme(config), log: app.log };
  const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
  const limited = limit(config.PAYMENT_RATE_LIMIT);

  app.get('/api/v1/payments/countries', { onRequest: publicRoute, schema: { response: { 200: PaymentCountryList } } }, () => listCountries(db, provider));
  app.get('/api/v1/payments/countries/default', { onRequest: publicRoute, schema: { response: { 200: DefaultCountry } } }, async (req) => {
    const found = defaultCountry(await listCountries(db, provider), req.headers);
    if (!found) throw new AppError('dataNotFound', { country: 'default' });
    return found;
  });
  app.get('/api/v1/payments/countries/:country', { onRequest: publicRoute, schema: { params: CountryParams, response: { 200: PaymentCountry } } }, (req) =>
    getCountry(db, provider, req.params.country),
  );
  app.get('/api/v1/payments/bonus/levels', { onRequest: publicRoute, schema: { response: { 200: BonusLevelList } } }, () => listBonusLevels(db));

  app.post(
    '/api/v1/payments/transaction/start',
    { onRequest: requireAuth, ...limited, schema: { body: TransactionStartRequest, response: { 200: TransactionStartResponse } } },
    (req) => startTransaction({ db, provider, baseUrl: config.publicBaseUrl, log: req.log }, authOf(req).userId, req.body),
  );
  app.get(
    '/api/v1/payments/transaction/status',
    { onRequest: requireAuth, ...limit(config.PAYMENT_RATE_LIMIT * STATUS_LIMIT_FACTOR), schema: { querystring: TransactionStatusQuery, response: { 200: TransactionStatus } } },
    (req) => getTransactionStatus({ ...ctx, log: req.log }, authOf(req).userId, req.query.orderId),
  );

  app.get('/api/v1/payments/promo/info/guest/:code', { onRequest: publicRoute, ...limited, schema: { params: PromoCodeParams, response: { 200: PromoInfo } } }, (req) =>
    getPromoInfo(db, game, req.params.code, null),
  );
  app.get(
    '/api/v1/payments/promo/info/:code',
    { onRequest: requireAuth, ...limited, schema: { params: PromoCodeParams, response: { 200: PromoInfo } } },
    (req) => getPromoInfo(db, game, req.params.code, authOf(req).userId),
  );
  app.post(
    '/api/v1/payments/promo/apply',
    { onRequest: requireAuth, ...limited, schema: { body: PromoApplyRequest, response: { 200: PromoApplyResponse } } },
    async (req) => {
      const userId = authOf(req).userId;
      return applyPromo(db, game, userId, req.body.code);
    },
  );
  app.get('/api/v1/payments/promo/user', { onRequest: requireAuth, schema: { response: { 200: ActivePromo } } }, async (req) => ({
    promo: await getActivePromo(db, game, authOf(req).userId),
  }));
  // A GET by contract: a cross-site link must not reset the player's promo, hence the same-origin check.
  app.get('/api/v1/payments/promo/user/reset', { onRequest: [requireAuth, deps.sameOriginOnly], ...limited, schema: { response: { 200: Ok } } }, (req) =>
    resetPromo(db, authOf(req).userId),
  );

  app.get('/api/v1/payments/art/:file', { onRequest: publicRoute, schema: { params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,32}\.svg$/) }) } }, (req, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800')
      .send(renderMethodArt(req.params.file.replace(/\.svg$/, ''))),
  );

  webhookRoutes(app, ctx);
  if (provider.name === 'sandbox') sandboxRoutes(app, db, sandboxSecret(config), config.GAME);
}
