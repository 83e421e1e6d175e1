import {
  CaseDetails,
  CaseDrop,
  CaseOpenResponse,
  CaseRtp,
  ItemPriceHistory,
  CaseSection,
  DailyCase,
  DailyCasesInfo,
  FreeCase,
  LiveDrop,
} from '@tastydrop/domain';
import { z } from 'zod';
import type { ResponseSchemasOf } from './endpoint';
import type { casesApi } from './cases';

/** What each cases call answers, checked in development and tests only (response-schemas.ts). */
export const casesSchemas: ResponseSchemasOf<typeof casesApi> = {
  detail: CaseDetails,
  drops: z.array(CaseDrop),
  rtp: CaseRtp,
  itemPrices: ItemPriceHistory,
  open: CaseOpenResponse,
  sections: z.array(CaseSection),
  liveDrops: z.array(LiveDrop),
  daily: z.array(DailyCase),
  dailyInfo: DailyCasesInfo,
  openDaily: CaseOpenResponse,
  free: z.array(FreeCase),
  openFree: CaseOpenResponse,
};
