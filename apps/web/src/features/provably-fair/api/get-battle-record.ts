import { useQuery } from '@tanstack/react-query';
import type { Battle } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { queryKeys } from '../../../lib/query-keys';

/** GET /old/battle?ulid=: a battle with its seeds, drop tables and every revealed round (a private one needs its invite unless the player sat in it). */
function getBattleRecord(ulid: string, invite?: string): Promise<Battle> {
  return callApi(battlesApi.battle, { request: invite ? { ulid, invite } : { ulid } });
}

export function useBattleRecord(ulid: string | null, invite?: string) {
  return useQuery({
    queryKey: queryKeys.fairness.battle(ulid),
    queryFn: () => getBattleRecord(ulid!, invite),
    enabled: ulid !== null,
    meta: { silent: true },
  });
}
