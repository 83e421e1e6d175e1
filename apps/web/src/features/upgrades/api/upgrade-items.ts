import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fromWire, toWire, type UpgradeResponse, type User } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';
import { upgradesApi } from '../../../lib/api/endpoints/upgrades';

export interface UpgradeVariables {
  items: number[];
  targetItemId: number;
  reversed: boolean;
}

/** POST /v1/upgrades/upgrade-items: stakes the items on the target; the server rolls the player's seeds. */
function upgradeItems(v: UpgradeVariables): Promise<UpgradeResponse> {
  return callApi(upgradesApi.upgrade, { request: v });
}

/** The header's coins and level follow at once; the items' value changes when the wheel stops (see reveal). */
export function useUpgradeItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upgradeItems,
    // The page shows upgrade errors itself, with the minimum the server names.
    meta: { silent: true },
    onSuccess: (done) => {
      updateFinance({ coinBalance: done.coinBalance });
      client.setQueryData<User>(queryKeys.users.me, (user) => user && { ...user, level: done.level });
    },
  });
}

/** The inventory value after an upgrade: the stake leaves, the prize (won or pity) joins. */
export function inventoryValueAfter(total: number, done: UpgradeResponse): number {
  const prize = done.winPrize ?? done.pityPrize;
  return toWire(Math.max(0, fromWire(total) - fromWire(done.inputTotal) + (prize ? fromWire(prize.price) : 0)));
}
