import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfoPopup } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { eventQueryKey } from './get-event';

/** GET /v1/popup/info: rewards waiting to be claimed (signed-in only). */
function getPopupInfo(): Promise<InfoPopup> {
  return apiGet<InfoPopup>('/v1/popup/info', undefined, { auth: true });
}

/** Keyed by the player, so another account signed in on the same page never sees these rewards. */
export function usePopupInfo(userId: number | null) {
  return useQuery(queryOptions({ queryKey: [...eventQueryKey, 'popup-info', userId], queryFn: getPopupInfo, enabled: userId !== null, meta: { silent: true } }));
}
