import {
  BuyOfferResponse,
  PersonalOffer,
  PwaBonus,
  PwaBonusClaim,
} from '@tastydrop/domain';
import { z } from 'zod';
import type { ResponseSchemasOf } from './endpoint';
import type { offersApi } from './offers';

/** What each offers call answers, checked in development and tests only (response-schemas.ts). */
export const offersSchemas: ResponseSchemasOf<typeof offersApi> = {
  shop: z.array(PersonalOffer),
  triggers: z.array(PersonalOffer),
  buy: BuyOfferResponse,
  pwaBonus: PwaBonus,
  claimPwaBonus: PwaBonusClaim,
};
