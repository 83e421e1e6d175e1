import {
  ContractRecordDetails,
  OpeningRecord,
  OpeningsResponse,
  RotateResponse,
  SeedsResponse,
  TechiesGame,
  UpgradeRecord,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { fairnessApi } from './fairness';

/** What each fairness call answers, checked in development and tests only (response-schemas.ts). */
export const fairnessSchemas: ResponseSchemasOf<typeof fairnessApi> = {
  seeds: SeedsResponse,
  setClientSeed: RotateResponse,
  rotate: RotateResponse,
  openings: OpeningsResponse,
  opening: OpeningRecord,
  upgrade: UpgradeRecord,
  contract: ContractRecordDetails,
  techies: TechiesGame,
};
