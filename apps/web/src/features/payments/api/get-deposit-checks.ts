import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponsiblePlayState } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/responsible-play: what a deposit needs first (date of birth) and what refuses it (age, a break). */
function getDepositChecks(): Promise<ResponsiblePlayState> {
  return callApi(responsiblePlayApi.state);
}

export const useDepositChecks = () => useQuery(queryOptions({ queryKey: queryKeys.responsiblePlay.state, queryFn: getDepositChecks }));

/** POST /v1/responsible-play/birth-date: the date of birth, asked once before the first deposit. */
export function useConfirmBirthDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (birthDate: string) => callApi(responsiblePlayApi.birthDate, { request: { birthDate } }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.responsiblePlay.state }),
  });
}
