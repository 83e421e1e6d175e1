import type { ItemStatus } from '@tastydrop/domain';

/**
 * The item statuses our flows reach and the moves between them (
 * docs/decisions/008-inventory.md). Every status change in SQL is conditional on
 * the item still being in one of the statuses that may move there.
 */
export const ITEM_TRANSITIONS: Partial<Record<ItemStatus, readonly ItemStatus[]>> = {
  progress: ['selled', 'PREPARING', 'EXCHANGED', 'unpacked', 'to_upgrade', 'to_contract'],
  // Queued for withdrawal: the offer goes out (maybe waiting for the bot's confirmation), or it fails back.
  PREPARING: ['vendor waiting', 'CONFIRM_STEAM', 'send', 'accepted', 'STEAM_WITHDRAWN', 'progress', 'TRADE_REVERSED'],
  // Bought on the market, waiting for its seller to send (docs/decisions/065-market-withdrawals.md).
  'vendor waiting': ['send', 'accepted', 'STEAM_WITHDRAWN', 'progress', 'TRADE_REVERSED'],
  CONFIRM_STEAM: ['send', 'accepted', 'STEAM_WITHDRAWN', 'progress', 'TRADE_REVERSED'],
  send: ['CONFIRM_STEAM', 'accepted', 'STEAM_WITHDRAWN', 'progress', 'TRADE_REVERSED'],
  // Accepted by the player but held in escrow by the platform.
  accepted: ['STEAM_WITHDRAWN', 'progress', 'TRADE_REVERSED'],
  // A CS2 delivery stays reversible under Trade Protection for days after it (docs/decisions/056-trade-protection.md).
  STEAM_WITHDRAWN: ['TRADE_REVERSED'],
};

/** Statuses of an item on its way out (a withdrawal is open). */
export { WITHDRAWING_STATUSES } from '@tastydrop/domain';

/** Where items end up: no move leaves these (a withdrawn item only to TRADE_REVERSED, when its trade is undone). */
export const FINAL_STATUSES = ['selled', 'TRADE_REVERSED', 'EXCHANGED', 'unpacked', 'to_upgrade', 'to_contract'] as const satisfies readonly ItemStatus[];

export function canTransition(from: ItemStatus, to: ItemStatus): boolean {
  return ITEM_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The statuses an item may be in to move to `to`. */
export function statusesInto(to: ItemStatus): ItemStatus[] {
  return (Object.keys(ITEM_TRANSITIONS) as ItemStatus[]).filter((from) => canTransition(from, to));
}
