import { useEffect, useRef } from 'react';
import { getRealtime, type RealtimeHandler } from '../lib/realtime';

/**
 * Subscribes a page's handler to a channel while the page is shown and unsubscribes on leave.
 * Pass a null channel to wait (e.g. until a token is loaded).
 */
export function useRealtimeChannel(channel: string | null, handler: RealtimeHandler, token?: string): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return getRealtime().subscribe(channel, (event) => latest.current(event), token);
  }, [channel, token]);
}
