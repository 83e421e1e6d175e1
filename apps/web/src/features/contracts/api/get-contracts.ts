import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractsResponse } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

const CONTRACT_HISTORY_SHOWN = 8;
export const contractsQueryKey = ['contracts', 'history'] as const;

/** GET /v1/contracts: the player's signed contracts, newest first. */
function getContracts(): Promise<ContractsResponse> {
  return apiGet<ContractsResponse>('/v1/contracts', { perPage: CONTRACT_HISTORY_SHOWN }, { auth: true });
}

export function useContracts() {
  return useQuery(queryOptions({ queryKey: contractsQueryKey, queryFn: getContracts, meta: { silent: true } }));
}
