import { useQueryClient } from '@tanstack/react-query';
import type { LiveDrop, LiveDropChannelEvent } from '@tastydrop/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useChannelEvents } from '../../../hooks/use-channel-events';
import { useSession } from '../../../lib/session/get-me';
import { useSiteConfig } from '../../../lib/site-config';
import { liveDropsQueryKey } from '../api/get-live-drops';
import { mergeLatest, mergeTop } from '../utils/live-drop-list';

/** The player's own drops wait until their reel has stopped, so the strip does not give the result away. */
const OWN_DROP_DELAY_MS = 7000;

/** Feeds both drop lists from the live channel: each `live_drop` message lands in the query cache. */
export function useLiveDropFeed(): void {
  const client = useQueryClient();
  const channel = useSiteConfig().ws.liveDropChannel;
  const userId = useSession().user?.userId ?? null;
  const me = useRef(userId);
  useEffect(() => {
    me.current = userId;
  }, [userId]);

  const onEvent = useCallback(
    ({ drop }: LiveDropChannelEvent) => {
      const show = () => {
        client.setQueryData<LiveDrop[]>(liveDropsQueryKey(false), (list) => list && mergeLatest(list, drop));
        client.setQueryData<LiveDrop[]>(liveDropsQueryKey(true), (list) => list && mergeTop(list, drop));
      };
      // Not cleared on unmount: the strip remounts with each layout, and the cache outlives it.
      if (drop.user.id === me.current) setTimeout(show, OWN_DROP_DELAY_MS);
      else show();
    },
    [client],
  );
  useChannelEvents('liveDrops', channel, onEvent);
}
