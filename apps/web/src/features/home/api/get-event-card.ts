import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/event/current: the running event, kept per player (the card's text depends on who asks). */
export function eventCardQueryOptions(userId: number | null) {
  return queryOptions({ queryKey: queryKeys.events.current(userId), queryFn: () => callApi(eventsApi.current), meta: { silent: true }, retry: false });
}

/** The running event and the player's pass, for the index page's battle pass card (failures hide the card). */
export function useEventCard(userId: number | null) {
  const event = useQuery(eventCardQueryOptions(userId));
  const pass = useQuery(
    queryOptions({ queryKey: queryKeys.events.challenge(userId), queryFn: () => callApi(eventsApi.challenge), enabled: Boolean(event.data), meta: { silent: true } }),
  );
  return { event: event.data, pass: pass.data };
}
