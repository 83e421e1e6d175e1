import { useMutation } from '@tanstack/react-query';
import type { TechiesPlayResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { useApplyPlay } from './apply-play';
import { techiesApi } from '../../../lib/api/endpoints/techies';

/** POST /v1/techies/games/{id}/cashout: takes stake × the current multiplier. */
function cashOut(v: { gameId: number }): Promise<TechiesPlayResponse> {
  return callApi(techiesApi.cashOut, { params: { gameId: v.gameId } });
}

export function useCashOut() {
  return useMutation({ mutationFn: cashOut, meta: { silent: true }, onSuccess: useApplyPlay() });
}
