import { FastMission, MissionResult, VapidKeyResponse } from '@tastydrop/domain';
import { z } from 'zod';
import type { ResponseSchemasOf } from './endpoint';
import type { missionsApi } from './missions';

/** What each missions call answers, checked in development and tests only (response-schemas.ts). */
export const missionsSchemas: ResponseSchemasOf<typeof missionsApi> = {
  social: z.array(FastMission),
  one: FastMission,
  sendEmail: MissionResult,
  confirmEmail: MissionResult,
  checkSocial: MissionResult,
  pushPublicKey: VapidKeyResponse,
  pushSubscribe: z.object({ mission: FastMission }),
};
