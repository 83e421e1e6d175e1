import type { InventoryGroup, ItemStatus } from '@tastydrop/domain';
import { WITHDRAWING_STATUSES } from './item-status.js';

/**
 * Which items each inventory group lists (docs/decisions/008-inventory.md):
 * active — available items; profile — what the player holds, including items on
 * their way out; withdrawal — items being or already withdrawn; upgrade — available
 * ordinary items, dearest first; all — everything ever dropped (null: no filter).
 */
export const GROUP_STATUSES: Record<InventoryGroup, readonly ItemStatus[] | null> = {
  active: ['progress'],
  profile: ['progress', ...WITHDRAWING_STATUSES],
  withdrawal: [...WITHDRAWING_STATUSES, 'STEAM_WITHDRAWN'],
  upgrade: ['progress'],
  all: null,
};
