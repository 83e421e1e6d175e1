import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { battleKeys } from './keys';

/** GET /v1/battles/winrate: the player's wins and losses. */
function getWinrate(): Promise<{ win: number; lose: number }> {
  return apiGet<{ win: number; lose: number }>('/v1/battles/winrate', undefined, { auth: true });
}

export function useWinrate() {
  return useQuery({ queryKey: battleKeys.winrate(), queryFn: getWinrate });
}
