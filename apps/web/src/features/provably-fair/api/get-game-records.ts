import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractRecordDetails, UpgradeRecord } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { fairnessApi } from '../../../lib/api/endpoints/fairness';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/provably-fair/upgrades/{id}: one of the player's upgrades (its server seed once revealed). */
function getUpgradeRecord(id: number): Promise<UpgradeRecord> {
  return callApi(fairnessApi.upgrade, { params: { id } });
}

/** GET /v1/provably-fair/contracts/{id}: one of the player's contracts with the candidates it was drawn from. */
function getContractRecord(id: number): Promise<ContractRecordDetails> {
  return callApi(fairnessApi.contract, { params: { id } });
}

export function useUpgradeRecord(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.fairness.upgrade(id), queryFn: () => getUpgradeRecord(id ?? 0), meta: { silent: true } }),
    enabled: id !== null,
  });
}

export function useContractRecord(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.fairness.contract(id), queryFn: () => getContractRecord(id ?? 0), meta: { silent: true } }),
    enabled: id !== null,
  });
}
