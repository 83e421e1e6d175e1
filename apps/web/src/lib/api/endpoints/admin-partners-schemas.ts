import { Ok, PartnerAccountList, PartnerDetail, PartnerPayoutResult, PartnerProgrammeSettings, SuspiciousPairList } from '@tastydrop/domain';
import { z } from 'zod';
import type { adminPartnersApi } from './admin-partners';
import type { ResponseSchemasOf } from './endpoint';

/** What each console partner call answers, checked in development and tests only (response-schemas.ts). */
export const adminPartnersSchemas: ResponseSchemasOf<typeof adminPartnersApi> = {
  list: PartnerAccountList,
  grant: z.object({ userId: z.number(), ratePercent: z.number() }),
  detail: PartnerDetail,
  freeze: Ok,
  payout: PartnerPayoutResult,
  pairs: SuspiciousPairList,
  freezePair: Ok,
  settings: PartnerProgrammeSettings,
  saveSettings: PartnerProgrammeSettings,
};
