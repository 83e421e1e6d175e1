import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSettings } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { queryKeys } from '../../../lib/query-keys';

export const eventQueryKey = queryKeys.events.all;

/** When the settings fail, the default coin icon and colour are used. */
const DEFAULT_COIN_COLOR = '#F03573';
const DEFAULT_COIN_ICON = '/static/event/coin.svg';

/** GET /v1/event/current: the running (or next) event's settings. */
function getEventSettings(): Promise<EventSettings> {
  return callApi(eventsApi.current);
}

export function useEventSettings(userId: number | null) {
  return useQuery(queryOptions({ queryKey: queryKeys.events.current(userId), queryFn: getEventSettings, meta: { silent: true }, retry: false }));
}

/** The coin's look, with the default icon and colour when the settings are missing. */
export function coinLook(settings: EventSettings | undefined): { color: string; icon: string } {
  return { color: settings?.coinsColor || DEFAULT_COIN_COLOR, icon: settings?.coinsIcon || DEFAULT_COIN_ICON };
}
