import { BATTLES_CHANNEL, type BattlesChannelEvent } from '@tastydrop/domain';
import { useChannelEvents } from '../../../hooks/use-channel-events';
import { useSession } from '../../../lib/session/get-me';
import { useCentrifugoToken } from '../../../lib/session/centrifugo-token';

/**
 * Where battle events arrive: the public `battles` channel, and for a signed-in player their own
 * channel, which alone carries the private battles they sit in (read as battle events: the rest of it is dropped).
 */
export function useBattleChannels(handler: (event: BattlesChannelEvent) => void): void {
  const userId = useSession().user?.userId ?? null;
  const token = useCentrifugoToken(userId).data;
  useChannelEvents('battles', BATTLES_CHANNEL, handler);
  useChannelEvents('battles', token ? token.channel : null, handler, token?.centryfugoKey);
}
