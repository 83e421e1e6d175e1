import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractsResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { contractsApi } from '../../../lib/api/endpoints/contracts';

const CONTRACT_HISTORY_SHOWN = 8;
/** GET /v1/contracts: the player's signed contracts, newest first. */
function getContracts(): Promise<ContractsResponse> {
  return callApi(contractsApi.history, { request: { page: 1, perPage: CONTRACT_HISTORY_SHOWN } });
}

export function useContracts() {
  return useQuery(queryOptions({ queryKey: queryKeys.contracts.history, queryFn: getContracts, meta: { silent: true } }));
}
