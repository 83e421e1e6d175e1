import { useMutation } from '@tanstack/react-query';
import type { TechiesPlayResponse } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { useApplyPlay } from './apply-play';

/** POST /v1/techies/games/{id}/reveal: opens one cell. */
function revealCell(v: { gameId: number; cell: number }): Promise<TechiesPlayResponse> {
  return apiPost<TechiesPlayResponse>(`/v1/techies/games/${v.gameId}/reveal`, { cell: v.cell }, { auth: true });
}

export function useRevealCell() {
  return useMutation({ mutationFn: revealCell, meta: { silent: true }, onSuccess: useApplyPlay() });
}
