import type { CaseDetails, CaseOpenRequest, CaseOpenResponse, CaseRtp } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The cases calls of the web app. */
export const casesApi = {
  detail: endpoint<typeof CaseDetails>()('cases.detail', 'GET', '/v1/cases/:slug'),
  rtp: endpoint<typeof CaseRtp>()('cases.rtp', 'GET', '/v1/cases/:slug/rtp'),
  open: endpoint<typeof CaseOpenResponse, typeof CaseOpenRequest>()('cases.open', 'POST', '/v1/cases/:slug/open', true),
} as const;
