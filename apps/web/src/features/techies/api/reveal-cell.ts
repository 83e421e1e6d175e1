import { useMutation } from '@tanstack/react-query';
import type { TechiesPlayResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { useApplyPlay } from './apply-play';
import { techiesApi } from '../../../lib/api/endpoints/techies';

/** POST /v1/techies/games/{id}/reveal: opens one cell. */
function revealCell(v: { gameId: number; cell: number }): Promise<TechiesPlayResponse> {
  return callApi(techiesApi.reveal, { params: { gameId: v.gameId }, request: { cell: v.cell } });
}

export function useRevealCell() {
  return useMutation({ mutationFn: revealCell, meta: { silent: true }, onSuccess: useApplyPlay() });
}
