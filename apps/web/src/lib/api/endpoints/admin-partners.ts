import type { Ok, PartnerAccountList, PartnerDetail, PartnerFreezeRequest, PartnerGrantRequest, PartnerPayoutRequest, PartnerPayoutResult, PartnerProgrammeSettings, PartnerProgrammeSettingsRequest, SuspiciousPairList } from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

/** What granting partner status answers: the player and the rate now in force. */
type PartnerGranted = z.ZodObject<{ userId: z.ZodNumber; ratePercent: z.ZodNumber }>;

/** The console's partner programme: streamer partners, their figures and payouts, and referred pairs that look like one person. */
export const adminPartnersApi = {
  list: endpoint<typeof PartnerAccountList>()('adminPartners.list', 'GET', '/api/admin/partners'),
  grant: endpoint<PartnerGranted, typeof PartnerGrantRequest>()('adminPartners.grant', 'POST', '/api/admin/partners'),
  detail: endpoint<typeof PartnerDetail>()('adminPartners.detail', 'GET', '/api/admin/partners/:id'),
  freeze: endpoint<typeof Ok, typeof PartnerFreezeRequest>()('adminPartners.freeze', 'POST', '/api/admin/partners/:id/freeze'),
  // The form's key makes a repeat ask once: the call may be sent again after a failure.
  payout: endpoint<typeof PartnerPayoutResult, typeof PartnerPayoutRequest>()('adminPartners.payout', 'POST', '/api/admin/partners/:id/payouts', false, { idempotencyKey: 'key' }),
  pairs: endpoint<typeof SuspiciousPairList>()('adminPartners.pairs', 'GET', '/api/admin/partners/pairs'),
  freezePair: endpoint<typeof Ok, typeof PartnerFreezeRequest>()('adminPartners.freezePair', 'POST', '/api/admin/partners/pairs/:referredId/freeze'),
  settings: endpoint<typeof PartnerProgrammeSettings>()('adminPartners.settings', 'GET', '/api/admin/partners/settings'),
  // Answers the settings as saved.
  saveSettings: endpoint<typeof PartnerProgrammeSettings, typeof PartnerProgrammeSettingsRequest>()('adminPartners.saveSettings', 'PUT', '/api/admin/partners/settings'),
} as const;
