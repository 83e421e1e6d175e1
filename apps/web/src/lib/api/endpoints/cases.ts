import type { CaseDetails, CaseOpenRequest, CaseOpenResponse } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The cases calls of the web app. */
export const casesApi = {
  detail: endpoint<typeof CaseDetails>()('cases.detail', 'GET', '/v1/cases/:slug'),
  open: endpoint<typeof CaseOpenResponse, typeof CaseOpenRequest>()('cases.open', 'POST', '/v1/cases/:slug/open', true),
} as const;
