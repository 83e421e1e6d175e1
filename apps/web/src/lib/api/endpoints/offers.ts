import type { BuyOfferRequest, BuyOfferResponse, PersonalOffer, PwaBonus, PwaBonusClaim } from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

/** The personal offers and bonus calls of the web app. */
export const offersApi = {
  shop: endpoint<z.ZodArray<typeof PersonalOffer>>()('offers.shop', 'GET', '/v1/offers', true),
  triggers: endpoint<z.ZodArray<typeof PersonalOffer>>()('offers.triggers', 'GET', '/v1/triggers', true),
  buy: endpoint<typeof BuyOfferResponse, typeof BuyOfferRequest>()('offers.buy', 'POST', '/v1/offers/:offerId/buy', true),
  pwaBonus: endpoint<typeof PwaBonus>()('offers.pwaBonus', 'GET', '/v1/users/pwa-bonus', true),
  claimPwaBonus: endpoint<typeof PwaBonusClaim>()('offers.claimPwaBonus', 'POST', '/v1/users/pwa-bonus', true),
} as const;
