import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BattleUserStatus } from '@tastydrop/domain';
import { useSession } from './session/get-me';
import { callApi } from './api/call';
import { battlesApi } from './api/endpoints/battles';
import { queryKeys } from './query-keys';

const battleStatusQueryKey = queryKeys.battles.status;

/** GET /old/status. */
function getBattleStatus(): Promise<BattleUserStatus> {
  return callApi(battlesApi.status);
}

/** The signed-in player's battle status (kept fresh by `battles_status_changed` and battle updates, not polled). */
export function useBattleStatus() {
  const userId = useSession().user?.userId ?? null;
  return useQuery({
    queryKey: battleStatusQueryKey(userId),
    queryFn: getBattleStatus,
    enabled: userId !== null,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/**
 * When an update shows the player's active battle finished (or cancelled),
 * `inBattle` and the active battle id are cleared.
 */
export function clearFinishedActiveBattle(client: QueryClient, userId: number, ulid: string): void {
  client.setQueryData<BattleUserStatus>(battleStatusQueryKey(userId), (status) =>
    status && status.activeBattleUlid === ulid ? { ...status, activeBattleUlid: null, inBattle: false } : status,
  );
}

/** The personal `battles_status_changed` event carries the new status. */
export function setBattleStatus(client: QueryClient, userId: number, status: Partial<BattleUserStatus>): void {
  client.setQueryData<BattleUserStatus>(battleStatusQueryKey(userId), {
    activeBattleUlid: status.activeBattleUlid ?? null,
    inBattle: status.inBattle ?? Boolean(status.activeBattleUlid),
    fetched: true,
  });
}
