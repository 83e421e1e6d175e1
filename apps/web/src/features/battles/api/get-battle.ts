import { useQuery } from '@tanstack/react-query';
import type { Battle } from '@tastydrop/domain';
import { battleKeys } from './keys';
import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { linkViewRefresh } from '../utils/share-link';

export interface BattleView extends Battle {
  /** When this copy arrived, by the browser's clock (to sync the round schedule). */
  receivedAt: number;
}

/**
 * GET /old/battle?ulid=: one battle with members, revealed rounds, cases, seeds and its schedule.
 * A private battle is answered to its members, or to whoever brings the invite of its link.
 */
async function getBattle(ulid: string, invite?: string): Promise<BattleView> {
  const battle = await callApi(battlesApi.battle, { request: invite ? { ulid, invite } : { ulid } });
  return { ...battle, receivedAt: Date.now() };
}

export function useBattle(ulid: string, invite: string | undefined, userId: number | null) {
  return useQuery({
    queryKey: battleKeys.battle(ulid),
    queryFn: () => getBattle(ulid, invite),
    // The battles channel (a private battle: the members' own channels) pushes every change.
    staleTime: Infinity,
    refetchInterval: (query) => linkViewRefresh(query.state.data, userId),
    meta: { silent: true },
  });
}
