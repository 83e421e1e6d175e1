import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfoPopup } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { eventQueryKey } from './get-event';

/** GET /v1/popup/info: rewards waiting to be claimed (signed-in only, part 2 §6). */
export function getPopupInfo(): Promise<InfoPopup> {
  return apiGet<InfoPopup>('/v1/popup/info', undefined, { auth: true });
}

export function usePopupInfo(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: [...eventQueryKey, 'popup-info'], queryFn: getPopupInfo, enabled, meta: { silent: true } }));
}
