import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfoPopup } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/popup/info: rewards waiting to be claimed (signed-in only). */
function getPopupInfo(): Promise<InfoPopup> {
  return callApi(eventsApi.popupInfo);
}

/** Keyed by the player, so another account signed in on the same page never sees these rewards. */
export function usePopupInfo(userId: number | null) {
  return useQuery(queryOptions({ queryKey: queryKeys.events.popupInfo(userId), queryFn: getPopupInfo, enabled: userId !== null, meta: { silent: true } }));
}
