import { useQuery } from '@tanstack/react-query';
import type { BattleStatistics } from '@tastydrop/domain';
import { battleKeys } from './keys';
import { oldGet } from './old-api';

/** GET /old/statistics: the player's battles, best win, wins and win share. */
function getBattleStatistics(): Promise<BattleStatistics> {
  return oldGet<BattleStatistics>('/statistics', undefined, true);
}

export function useBattleStatistics() {
  return useQuery({ queryKey: battleKeys.statistics(), queryFn: getBattleStatistics });
}
