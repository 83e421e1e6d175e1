import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractPreview } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { contractsApi } from '../../../lib/api/endpoints/contracts';

/** GET /v1/contracts/preview: what a contract of this total (roubles) could give. */
function getContractPreview(total: number): Promise<ContractPreview> {
  return callApi(contractsApi.preview, { request: { total } });
}

export function useContractPreview(total: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.contracts.preview(total),
      queryFn: () => getContractPreview(total),
      enabled: total > 0,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      meta: { silent: true },
    }),
  );
}
