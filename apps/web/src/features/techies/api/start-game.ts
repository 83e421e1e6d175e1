import { useMutation } from '@tanstack/react-query';
import type { TechiesPlayResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { useApplyPlay } from './apply-play';
import { techiesApi } from '../../../lib/api/endpoints/techies';

/** POST /v1/techies/games: stakes money on a new field with the chosen number of mines. */
function startGame(v: { stake: number; mines: number }): Promise<TechiesPlayResponse> {
  return callApi(techiesApi.start, { request: v });
}

/** The page shows the game's errors itself, next to the button that caused them. */
export function useStartGame() {
  return useMutation({ mutationFn: startGame, meta: { silent: true }, onSuccess: useApplyPlay() });
}
