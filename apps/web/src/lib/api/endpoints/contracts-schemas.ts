import { ContractPreview, ContractResponse, ContractsResponse } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { contractsApi } from './contracts';

/** What each contracts call answers, checked in development and tests only (response-schemas.ts). */
export const contractsSchemas: ResponseSchemasOf<typeof contractsApi> = {
  preview: ContractPreview,
  history: ContractsResponse,
  sign: ContractResponse,
};
