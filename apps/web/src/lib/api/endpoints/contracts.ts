import type { ContractPreview, ContractPreviewQuery, ContractRequest, ContractResponse, ContractsQuery, ContractsResponse } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The contracts calls of the web app. */
export const contractsApi = {
  preview: endpoint<typeof ContractPreview, typeof ContractPreviewQuery>()('contracts.preview', 'GET', '/v1/contracts/preview'),
  history: endpoint<typeof ContractsResponse, typeof ContractsQuery>()('contracts.history', 'GET', '/v1/contracts', true),
  sign: endpoint<typeof ContractResponse, typeof ContractRequest>()('contracts.sign', 'POST', '/v1/contracts', true),
} as const;
