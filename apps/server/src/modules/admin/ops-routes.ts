import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  AnalyticsSummary,
  AnalyticsSummaryQuery,
  BonusLevelsInput,
  ConsoleCreated,
  ConsoleDashboardQuery,
  ConsoleIdParams,
  ConsolePromoSearch,
  ConsoleRows,
  ContentPreview,
  ContentSwitch,
  MissionSave,
  Ok,
  OfferPreviewRequest,
  OfferSave,
  PaymentRefundRequest,
  PaymentRefundResult,
  PromoCodeSave,
  PromoPreviewRequest,
  PromoSaved,
} from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { createPaymentProvider } from '../payments/providers/create-provider.js';
import { actorOf, createConsoleAccess } from './console-access.js';
import { valueLimits } from './console-limits.js';
import type { ConsoleRole } from './console-roles.js';
import { auditExport, EXPORT_TABLE_NAMES, EXPORT_TABLES, exportRows } from './export-csv.js';
import { getAnalytics } from './get-analytics.js';
import { listConsoleMissions, saveMission, setMissionActive } from './mission-editor.js';
import { listOffers, previewOffer, saveOffer, setOfferActive } from './offer-editor.js';
import { listBonusLevels, listPromoCodes, previewPromoCode, saveBonusLevels, savePromoCode, setPromoCodeActive } from './promo-editor.js';
import { refundPayment, type RefundProvider } from './refund-payment.js';
import { ROLES } from './routes.js';

const Moment = z.iso.datetime({ offset: true }).optional();

/**
 * The console's day-to-day operations: the site's own analytics, promo codes, bonus levels, offers and missions, payment
 * refunds and whole-table CSV exports. Every route names its roles; every action writes one audit row.
 */
export function consoleOpsRoutes(app: App, deps: ModuleDeps, services: { refunds?: RefundProvider } = {}): void {
  const { db, config } = deps;
  const access = createConsoleAccess(db, config);
  const allow = (roles: readonly ConsoleRole[]) => access.allow(roles);
  const refunds = services.refunds ?? createPaymentProvider(config);
  const limits = valueLimits(config);

  // The site's own analytics.
  app.get('/api/admin/analytics', { onRequest: allow(ROLES.business), schema: { querystring: AnalyticsSummaryQuery.extend({ days: ConsoleDashboardQuery.shape.days }), response: { 200: AnalyticsSummary } } }, (req) =>
    getAnalytics(db, req.query.days),
  );

  // Promo codes and deposit bonus levels.
  app.get(
    '/api/admin/promo-codes',
    { onRequest: allow(ROLES.content), schema: { querystring: ConsolePromoSearch, response: { 200: ConsoleRows } } },
    (req) => listPromoCodes(db, req.query),
  );
  app.post('/api/admin/promo-codes/preview', { onRequest: allow(ROLES.content), schema: { body: PromoPreviewRequest, response: { 200: ContentPreview } } }, (req) =>
    previewPromoCode(db, req.body.promo, limits),
  );
  app.post(
    '/api/admin/promo-codes',
    { onRequest: allow(ROLES.content), schema: { body: PromoCodeSave, response: { 200: PromoSaved } } },
    (req) => savePromoCode(db, actorOf(req), null, req.body.promo, req.body.reason ?? null, limits),
  );
  app.post(
    '/api/admin/promo-codes/:id',
    { onRequest: allow(ROLES.content), schema: { params: ConsoleIdParams, body: PromoCodeSave, response: { 200: PromoSaved } } },
    (req) => savePromoCode(db, actorOf(req), req.params.id, req.body.promo, req.body.reason ?? null, limits),
  );
  app.post('/api/admin/promo-codes/:id/active', { onRequest: allow(ROLES.content), schema: { params: ConsoleIdParams, body: ContentSwitch, response: { 200: Ok } } }, async (req) => {
    await setPromoCodeActive(db, actorOf(req), req.params.id, req.body.active, req.body.reason ?? null);
    return { ok: true as const };
  });
  const Levels = z.object({ levels: z.array(z.object({ from: z.number(), percent: z.number() })) });
  app.get('/api/admin/bonus-levels', { onRequest: allow(ROLES.content), schema: { response: { 200: Levels } } }, async () => ({ levels: await listBonusLevels(db) }));
  app.post(
    '/api/admin/bonus-levels',
    { onRequest: allow(ROLES.content), schema: { body: BonusLevelsInput, response: { 200: Ok } } },
    async (req) => {
      await saveBonusLevels(db, actorOf(req), req.body.levels, req.body.reason);
      return { ok: true as const };
    },
  );

  // Offers and their triggers.
  app.get('/api/admin/offers', { onRequest: allow(ROLES.content), schema: { response: { 200: ConsoleRows } } }, () => listOffers(db));
  app.post('/api/admin/offers/preview', { onRequest: allow(ROLES.content), schema: { body: OfferPreviewRequest, response: { 200: ContentPreview } } }, (req) =>
    previewOffer(db, req.body.offer),
  );
  app.post('/api/admin/offers', { onRequest: allow(ROLES.content), schema: { body: OfferSave, response: { 200: ConsoleCreated } } }, (req) =>
    saveOffer(db, actorOf(req), null, req.body.offer, req.body.reason ?? null),
  );
  app.post(
    '/api/admin/offers/:id',
    { onRequest: allow(ROLES.content), schema: { params: ConsoleIdParams, body: OfferSave, response: { 200: ConsoleCreated } } },
    (req) => saveOffer(db, actorOf(req), req.params.id, req.body.offer, req.body.reason ?? null),
  );

  app.post('/api/admin/offers/:id/active', { onRequest: allow(ROLES.content), schema: { params: ConsoleIdParams, body: ContentSwitch, response: { 200: Ok } } }, async (req) => {
    await setOfferActive(db, actorOf(req), req.params.id, req.body.active, req.body.reason ?? null);
    return { ok: true as const };
  });

  // Fast missions: an edit retires the row and adds its successor.
  app.get('/api/admin/missions', { onRequest: allow(ROLES.content), schema: { response: { 200: ConsoleRows } } }, () => listConsoleMissions(db));
  app.post('/api/admin/missions', { onRequest: allow(ROLES.content), schema: { body: MissionSave, response: { 200: ConsoleCreated } } }, (req) =>
    saveMission(db, actorOf(req), null, req.body.mission, req.body.reason ?? null),
  );
  app.post('/api/admin/missions/:id', { onRequest: allow(ROLES.content), schema: { params: ConsoleIdParams, body: MissionSave, response: { 200: ConsoleCreated } } }, (req) =>
    saveMission(db, actorOf(req), req.params.id, req.body.mission, req.body.reason ?? null),
  );
  app.post('/api/admin/missions/:id/active', { onRequest: allow(ROLES.content), schema: { params: ConsoleIdParams, body: ContentSwitch, response: { 200: Ok } } }, async (req) => {
    await setMissionActive(db, actorOf(req), req.params.id, req.body.active, req.body.reason ?? null);
    return { ok: true as const };
  });

  // Refunds through the payment's provider.
  app.post(
    '/api/admin/payments/:id/refund',
    { onRequest: allow(ROLES.refunds), schema: { params: ConsoleIdParams, body: PaymentRefundRequest, response: { 200: PaymentRefundResult } } },
    (req) => refundPayment(db, refunds, actorOf(req), req.params.id, req.body.reason),
  );

  // Whole tables as CSV, streamed; the console's own client only (it downloads them by fetch, with its header).
  const ExportQuery = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647).optional(), from: Moment, to: Moment });
  for (const table of EXPORT_TABLE_NAMES) {
    app.get(`/api/admin/export/${table}.csv`, { onRequest: access.allow(ROLES[EXPORT_TABLES[table].roles], { bulkRead: true }), schema: { querystring: ExportQuery } }, async (req, reply) => {
      const filter = req.query;
      await auditExport(db, actorOf(req), table, filter);
      const day = new Date().toISOString().slice(0, 10);
      void reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table}-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(exportRows(db, table, filter)));
    });
  }
}
