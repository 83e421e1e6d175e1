import { useMutation } from '@tanstack/react-query';
import type { TechiesPlayResponse } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { useApplyPlay } from './apply-play';

/** POST /v1/techies/games/{id}/cashout: takes stake × the current multiplier. */
function cashOut(v: { gameId: number }): Promise<TechiesPlayResponse> {
  return apiPost<TechiesPlayResponse>(`/v1/techies/games/${v.gameId}/cashout`, undefined, { auth: true });
}

export function useCashOut() {
  return useMutation({ mutationFn: cashOut, meta: { silent: true }, onSuccess: useApplyPlay() });
}
