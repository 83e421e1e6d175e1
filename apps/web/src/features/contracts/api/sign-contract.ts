import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fromWire, toWire, type ContractResponse, type User } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { contractsApi } from '../../../lib/api/endpoints/contracts';

/** POST /v1/contracts: trades 3 to 10 items for one catalog item drawn by the player's seeds. */
function signContract(items: number[]): Promise<ContractResponse> {
  return callApi(contractsApi.sign, { request: { items } });
}

export function useSignContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    // The page shows contract errors beside the button.
    meta: { silent: true },
    onSuccess: (signed) => {
      client.setQueryData<User>(queryKeys.users.me, (user) => user && { ...user, level: signed.level });
    },
  });
}

/** The inventory value once the prize is revealed: the inputs leave, the prize joins. */
export function inventoryValueAfterContract(total: number, signed: ContractResponse): number {
  return toWire(Math.max(0, fromWire(total) - fromWire(signed.inputTotal) + fromWire(signed.prize.price)));
}
