import type { Ok, PartnerClaimResult, PartnerStats, RakebackStatus, ReferralCodeInput } from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

/** The referral programme and rakeback: the player's code and books, binding a code, claims. */
export const partnersApi = {
  me: endpoint<typeof PartnerStats>()('partners.me', 'GET', '/v1/partners/me', true),
  createCode: endpoint<z.ZodObject<{ code: z.ZodString }>, typeof ReferralCodeInput>()('partners.createCode', 'POST', '/v1/partners/code', true),
  bind: endpoint<typeof Ok, typeof ReferralCodeInput>()('partners.bind', 'POST', '/v1/partners/bind', true),
  claim: endpoint<typeof PartnerClaimResult>()('partners.claim', 'POST', '/v1/partners/claim', true),
  rakeback: endpoint<typeof RakebackStatus>()('partners.rakeback', 'GET', '/v1/partners/rakeback', true),
  claimRakeback: endpoint<typeof PartnerClaimResult>()('partners.claimRakeback', 'POST', '/v1/partners/rakeback/claim', true),
} as const;
