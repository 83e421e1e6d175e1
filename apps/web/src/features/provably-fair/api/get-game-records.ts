import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractRecordDetails, UpgradeRecord } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/provably-fair/upgrades/{id}: one of the player's upgrades (its server seed once revealed). */
function getUpgradeRecord(id: number): Promise<UpgradeRecord> {
  return apiGet<UpgradeRecord>(`/v1/provably-fair/upgrades/${id}`, undefined, { auth: true });
}

/** GET /v1/provably-fair/contracts/{id}: one of the player's contracts with the candidates it was drawn from. */
function getContractRecord(id: number): Promise<ContractRecordDetails> {
  return apiGet<ContractRecordDetails>(`/v1/provably-fair/contracts/${id}`, undefined, { auth: true });
}

export function useUpgradeRecord(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: ['fairness', 'upgrades', 'one', id], queryFn: () => getUpgradeRecord(id ?? 0), meta: { silent: true } }),
    enabled: id !== null,
  });
}

export function useContractRecord(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: ['fairness', 'contracts', 'one', id], queryFn: () => getContractRecord(id ?? 0), meta: { silent: true } }),
    enabled: id !== null,
  });
}
