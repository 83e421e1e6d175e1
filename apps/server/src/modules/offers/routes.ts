import { z } from 'zod';
import { BuyOfferRequest, BuyOfferResponse, DailyCasePayRequest, OfferIdParams, OfferUserParams, PersonalOffer } from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { buyOffer } from './buy-offer.js';
import { getUserOffer, listActiveTriggers, listShopOffers } from './list-offers.js';
import { fireDailyCasePayTrigger } from './triggers.js';

/** Offers and triggers: the secret shop, personal offers after login, and buying them. */
export function offersRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const { db, requireAuth } = deps;
  const game = deps.config.GAME;

  app.get('/api/v1/offers', { onRequest: requireAuth, schema: { response: { 200: z.array(PersonalOffer) } } }, (req) =>
    listShopOffers(db, catalog, game, authOf(req).userId),
  );

  app.get('/api/v1/offers/user/:x', { onRequest: requireAuth, schema: { params: OfferUserParams, response: { 200: PersonalOffer } } }, (req) =>
    getUserOffer(db, catalog, authOf(req).userId, req.params.x),
  );

  // Only reads: the welcome offer is created with the account.
  app.get('/api/v1/triggers', { onRequest: requireAuth, schema: { response: { 200: z.array(PersonalOffer) } } }, (req) =>
    listActiveTriggers(db, catalog, authOf(req).userId),
  );

  app.post(
    '/api/v1/triggers/dailycasepay',
    { onRequest: requireAuth, schema: { body: DailyCasePayRequest, response: { 200: PersonalOffer } } },
    async (req) => {
      const userId = authOf(req).userId;
      const triggerId = await fireDailyCasePayTrigger(db, game, userId, req.body.caseId);
      return getUserOffer(db, catalog, userId, triggerId);
    },
  );

  app.post(
    '/api/v1/offers/:id/buy',
    { onRequest: requireAuth, ...deps.strictRateLimit, schema: { params: OfferIdParams, body: BuyOfferRequest.optional(), response: { 200: BuyOfferResponse } } },
    async (req) => {
      const userId = authOf(req).userId;
      const result = await buyOffer(db, catalog, game, { userId, offerId: req.params.id, triggerId: req.body?.triggerId });
      return result;
    },
  );
}
