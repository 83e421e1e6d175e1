import type { ConsoleCreated, MissionSave, ConsolePromoSearch, ConsoleRows, ContentPreview, ContentSwitch, Ok, OfferSave, OfferPreviewRequest, PromoCodeSave, PromoPreviewRequest, PromoSaved } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The console's content calls: promo codes, offers and fast missions. */
export const adminContentApi = {
  promoCodes: endpoint<typeof ConsoleRows, typeof ConsolePromoSearch>()('adminContent.promoCodes', 'GET', '/api/admin/promo-codes', true),
  promoPreview: endpoint<typeof ContentPreview, typeof PromoPreviewRequest>()('adminContent.promoPreview', 'POST', '/api/admin/promo-codes/preview', true),
  createPromo: endpoint<typeof PromoSaved, typeof PromoCodeSave>()('adminContent.createPromo', 'POST', '/api/admin/promo-codes', true),
  updatePromo: endpoint<typeof PromoSaved, typeof PromoCodeSave>()('adminContent.updatePromo', 'POST', '/api/admin/promo-codes/:id', true),
  promoActive: endpoint<typeof Ok, typeof ContentSwitch>()('adminContent.promoActive', 'POST', '/api/admin/promo-codes/:id/active', true),
  offers: endpoint<typeof ConsoleRows>()('adminContent.offers', 'GET', '/api/admin/offers', true),
  offerPreview: endpoint<typeof ContentPreview, typeof OfferPreviewRequest>()('adminContent.offerPreview', 'POST', '/api/admin/offers/preview', true),
  createOffer: endpoint<typeof ConsoleCreated, typeof OfferSave>()('adminContent.createOffer', 'POST', '/api/admin/offers', true),
  updateOffer: endpoint<typeof ConsoleCreated, typeof OfferSave>()('adminContent.updateOffer', 'POST', '/api/admin/offers/:id', true),
  offerActive: endpoint<typeof Ok, typeof ContentSwitch>()('adminContent.offerActive', 'POST', '/api/admin/offers/:id/active', true),
  missions: endpoint<typeof ConsoleRows>()('adminContent.missions', 'GET', '/api/admin/missions', true),
  createMission: endpoint<typeof ConsoleCreated, typeof MissionSave>()('adminContent.createMission', 'POST', '/api/admin/missions', true),
  updateMission: endpoint<typeof ConsoleCreated, typeof MissionSave>()('adminContent.updateMission', 'POST', '/api/admin/missions/:id', true),
  missionActive: endpoint<typeof Ok, typeof ContentSwitch>()('adminContent.missionActive', 'POST', '/api/admin/missions/:id/active', true),
} as const;
