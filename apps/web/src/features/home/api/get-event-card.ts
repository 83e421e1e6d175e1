import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BattlePass, EventSettings } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/event/current: the running event, kept per player (the card's text depends on who asks). */
export function eventCardQueryOptions(userId: number | null) {
  return queryOptions({ queryKey: ['event', 'current', userId], queryFn: () => apiGet<EventSettings>('/v1/event/current'), meta: { silent: true }, retry: false });
}

/** The running event and the player's pass, for the index page's battle pass card (failures hide the card). */
export function useEventCard(userId: number | null) {
  const event = useQuery(eventCardQueryOptions(userId));
  const pass = useQuery(
    queryOptions({ queryKey: ['event', 'challenge', userId], queryFn: () => apiGet<BattlePass>('/v1/challenge'), enabled: Boolean(event.data), meta: { silent: true } }),
  );
  return { event: event.data, pass: pass.data };
}
