import { Ok, PartnerClaimResult, PartnerStats, RakebackStatus } from '@tastydrop/domain';
import { z } from 'zod';
import type { ResponseSchemasOf } from './endpoint';
import type { partnersApi } from './partners';

/** What each partner call answers, checked in development and tests only (response-schemas.ts). */
export const partnersSchemas: ResponseSchemasOf<typeof partnersApi> = {
  me: PartnerStats,
  createCode: z.object({ code: z.string() }),
  bind: Ok,
  claim: PartnerClaimResult,
  rakeback: RakebackStatus,
  claimRakeback: PartnerClaimResult,
};
