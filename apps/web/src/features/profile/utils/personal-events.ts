import type { ItemStatus, PersonalEvent, ReviewRefusal, WithdrawFailureCode } from '@tastydrop/domain';

/** What the profile does with a personal-channel event (docs/decisions/008-inventory.md). */
export interface PersonalEventAction {
  /** The new money balance of a `statechange` of type `selled` (`money`). */
  balance: number | null;
  /** An item's new status and timer (a withdrawal step, or back to progress after a failure). */
  patch: { id: number; status: ItemStatus; timerData: number | null } | null;
  /** A failed withdrawal to tell the player about. */
  failure: { name: string; code: WithdrawFailureCode; refusal?: ReviewRefusal } | null;
  /** The inventory and the user changed on the server: refetch them (debounced). */
  refresh: boolean;
}

const NOTHING: PersonalEventAction = { balance: null, patch: null, failure: null, refresh: false };

export function personalEventAction(event: PersonalEvent): PersonalEventAction {
  switch (event.event) {
    case 'sell_done':
      return { ...NOTHING, refresh: true };
    case 'statechange':
      // A sale is settled by its sell_done.
      return { ...NOTHING, balance: event.money };
    case 'withdraw_status':
      return { ...NOTHING, patch: { id: event.id, status: event.status, timerData: event.timerData } };
    case 'withdraw_failed':
      // The item is back in progress; the list and the inventory value are refetched too.
      return { ...NOTHING, patch: { id: event.id, status: 'progress', timerData: null }, failure: { name: event.name, code: event.code, ...(event.refusal ? { refusal: event.refusal } : {}) }, refresh: true };
    default:
      return NOTHING;
  }
}
