import { ConsoleCreated, ConsoleRows, ContentPreview, Ok, PromoSaved } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { adminContentApi } from './admin-content';

/** What each console content call answers, checked in development and tests only (response-schemas.ts). */
export const adminContentSchemas: ResponseSchemasOf<typeof adminContentApi> = {
  promoCodes: ConsoleRows,
  promoPreview: ContentPreview,
  createPromo: PromoSaved,
  updatePromo: PromoSaved,
  promoActive: Ok,
  offers: ConsoleRows,
  offerPreview: ContentPreview,
  createOffer: ConsoleCreated,
  updateOffer: ConsoleCreated,
  offerActive: Ok,
  missions: ConsoleRows,
  createMission: ConsoleCreated,
  updateMission: ConsoleCreated,
  missionActive: Ok,
};
