import { useSession } from '../../../lib/session/get-me';
import { coinLook, useEventSettings } from '../api/get-event';
import { useUserLevel } from '../api/get-event-cases';

/** What every event page needs: the session, the event's settings and coin look, the player's level. */
export function useEventPage() {
  const session = useSession();
  const userId = session.user?.userId ?? null;
  const settings = useEventSettings(userId);
  const level = useUserLevel(userId);
  return {
    session,
    userId,
    signedIn: session.status === 'signedIn',
    settings,
    coin: coinLook(settings.data),
    userLevel: level.data?.userLevel ?? 0,
  };
}
