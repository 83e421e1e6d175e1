import { parseChannelEvent, type ChannelEvents, type ChannelKind } from '../lib/realtime-events';
import { useRealtimeChannel } from './use-realtime-channel';

/**
 * `useRealtimeChannel` for a kind of channel: the handler gets only the messages that parse as the channel's
 * events, typed by the domain's union; any other message is dropped.
 */
export function useChannelEvents<K extends ChannelKind>(kind: K, channel: string | null, handler: (event: ChannelEvents[K]) => void, token?: string): void {
  useRealtimeChannel(
    channel,
    (message) =>
      void parseChannelEvent(kind, message).then((event) => {
        if (event) handler(event);
      }),
    token,
  );
}
