import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { battleKeys } from './keys';

/** GET /v1/battles/winrate: the player's wins and losses. */
function getWinrate() {
  return callApi(battlesApi.winrate, { request: {} });
}

export function useWinrate() {
  return useQuery({ queryKey: battleKeys.winrate(), queryFn: getWinrate });
}
