import type { InventoryGroup, ItemStatus } from './wire/inventory.js';

/** Statuses of an item on its way out (a withdrawal is open); `vendor waiting`: bought on the market, its seller is to send. */
export const WITHDRAWING_STATUSES = ['PREPARING', 'vendor waiting', 'CONFIRM_STEAM', 'send', 'accepted'] as const satisfies readonly ItemStatus[];

/**
 * Which items each inventory group lists (docs/decisions/008-inventory.md):
 * active — available items; profile — what the player holds, including items on
 * their way out; withdrawal — items being or already withdrawn; upgrade — available
 * ordinary items, dearest first; all — everything ever dropped (null: no filter).
 */
export const GROUP_STATUSES: Record<InventoryGroup, readonly ItemStatus[] | null> = {
  active: ['progress'],
  profile: ['progress', ...WITHDRAWING_STATUSES],
  withdrawal: [...WITHDRAWING_STATUSES, 'STEAM_WITHDRAWN', 'TRADE_REVERSED'],
  upgrade: ['progress'],
  all: null,
};

/** Whether an item in this status is listed (and counted) in the group. */
export function inGroup(group: InventoryGroup, status: ItemStatus): boolean {
  const statuses = GROUP_STATUSES[group];
  return statuses === null || statuses.includes(status);
}
