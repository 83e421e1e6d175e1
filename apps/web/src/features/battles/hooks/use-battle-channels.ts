import { BATTLES_CHANNEL } from '@tastydrop/domain';
import { useRealtimeChannel } from '../../../hooks/use-realtime-channel';
import type { RealtimeHandler } from '../../../lib/realtime';
import { useSession } from '../../../lib/session/get-me';
import { useCentrifugoToken } from '../../../lib/session/centrifugo-token';

/**
 * Where battle events arrive: the public `battles` channel, and for a signed-in player their own
 * channel, which alone carries the private battles they sit in.
 */
export function useBattleChannels(handler: RealtimeHandler): void {
  const userId = useSession().user?.userId ?? null;
  const token = useCentrifugoToken(userId).data;
  useRealtimeChannel(BATTLES_CHANNEL, handler);
  useRealtimeChannel(token ? token.channel : null, handler, token?.centryfugoKey);
}
