import { WithdrawFailedEvent, WithdrawStatusEvent, type ItemStatus, type WithdrawFailureCode } from '@tastydrop/domain';
import type { RealtimeEvent } from '../../../lib/realtime';

/** What the profile does with a personal-channel event (docs/decisions/008-inventory.md). */
export interface PersonalEventAction {
  /** The new money balance of a `statechange` of type `selled` (`money`). */
  balance: number | null;
  /** An item's new status and timer (a withdrawal step, or back to progress after a failure). */
  patch: { id: number; status: ItemStatus; timerData: number | null } | null;
  /** A failed withdrawal to tell the player about. */
  failure: { name: string; code: WithdrawFailureCode } | null;
  /** The inventory and the user changed on the server: refetch them (debounced). */
  refresh: boolean;
}

const NOTHING: PersonalEventAction = { balance: null, patch: null, failure: null, refresh: false };

export function personalEventAction(event: RealtimeEvent): PersonalEventAction {
  switch (event.event) {
    case 'sell_done':
      return { ...NOTHING, refresh: true };
    case 'statechange': {
      const balance = event.type === 'selled' && typeof event.money === 'number' ? event.money : null;
      // A sale is settled by its sell_done; another kind of state change needs the fresh list.
      return { ...NOTHING, balance, refresh: event.type !== 'selled' };
    }
    case 'withdraw_status': {
      const parsed = WithdrawStatusEvent.safeParse(event);
      if (!parsed.success) return { ...NOTHING, refresh: true };
      const { id, status, timerData } = parsed.data;
      return { ...NOTHING, patch: { id, status, timerData } };
    }
    case 'withdraw_failed': {
      const parsed = WithdrawFailedEvent.safeParse(event);
      if (!parsed.success) return { ...NOTHING, refresh: true };
      const { id, name, code } = parsed.data;
      // The item is back in progress; the list and the inventory value are refetched too.
      return { ...NOTHING, patch: { id, status: 'progress', timerData: null }, failure: { name, code }, refresh: true };
    }
    default:
      return NOTHING;
  }
}
