import { useQuery } from '@tanstack/react-query';
import type { BattleStatistics } from '@tastydrop/domain';
import { battleKeys } from './keys';
import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';

/** GET /old/statistics: the player's battles, best win, wins and win share. */
function getBattleStatistics(): Promise<BattleStatistics> {
  return callApi(battlesApi.statistics);
}

export function useBattleStatistics() {
  return useQuery({ queryKey: battleKeys.statistics(), queryFn: getBattleStatistics });
}
