import type {
  CaseDetails,
  CaseDrop,
  CaseOpenRequest,
  CaseOpenResponse,
  CaseRtp,
  CaseSection,
  DailyCase,
  DailyCasesInfo,
  FreeCase,
  ItemPriceHistory,
  LiveDrop,
  LiveDropRequest,
  SectionsQuery,
} from '@tastydrop/domain';
import type { z } from 'zod';

import { endpoint } from './endpoint';

/** The cases calls of the web app (daily and free cases included). */
export const casesApi = {
  detail: endpoint<typeof CaseDetails>()('cases.detail', 'GET', '/v1/cases/:slug'),
  drops: endpoint<z.ZodArray<typeof CaseDrop>>()('cases.drops', 'GET', '/v1/cases/:slug/drops'),
  rtp: endpoint<typeof CaseRtp>()('cases.rtp', 'GET', '/v1/cases/:slug/rtp'),
  itemPrices: endpoint<typeof ItemPriceHistory>()('cases.itemPrices', 'GET', '/v1/items/:id/prices'),
  open: endpoint<typeof CaseOpenResponse, typeof CaseOpenRequest>()('cases.open', 'POST', '/v1/cases/:slug/open', true),
  sections: endpoint<z.ZodArray<typeof CaseSection>, typeof SectionsQuery>()('cases.sections', 'GET', '/v2/case/sections/with-cases'),
  liveDrops: endpoint<z.ZodArray<typeof LiveDrop>, typeof LiveDropRequest>()('cases.liveDrops', 'POST', '/v1/live_drop'),
  daily: endpoint<z.ZodArray<typeof DailyCase>>()('cases.daily', 'GET', '/v1/cases/daily', true),
  dailyInfo: endpoint<typeof DailyCasesInfo>()('cases.dailyInfo', 'GET', '/v1/cases/daily/info', true),
  openDaily: endpoint<typeof CaseOpenResponse>()('cases.openDaily', 'POST', '/v1/cases/daily/:caseId/open', true),
  free: endpoint<z.ZodArray<typeof FreeCase>>()('cases.free', 'GET', '/v1/cases/free', true),
  openFree: endpoint<typeof CaseOpenResponse>()('cases.openFree', 'POST', '/v1/cases/free/:grantId/open', true),
} as const;
