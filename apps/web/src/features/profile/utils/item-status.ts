import { WITHDRAWING_STATUSES, type InventoryItem, type ItemStatus } from '@tastydrop/domain';

/** How a status badge looks: ready to act on, waiting, done well, sold, failed, or past. */
export type StatusTone = 'ready' | 'pending' | 'done' | 'sold' | 'failed' | 'muted';

/** Every item status with its badge tone (texts live in the `inventory` namespace under `status`). */
const STATUS_TONES: Record<ItemStatus, StatusTone> = {
  progress: 'ready',
  default: 'ready',
  PREPARING: 'pending',
  before: 'pending',
  'vendor waiting': 'pending',
  send: 'pending',
  CONFIRM_STEAM: 'pending',
  EXCHANGING: 'pending',
  accepted: 'pending',
  completed: 'done',
  STEAM_WITHDRAWN: 'done',
  selled: 'sold',
  autoselled: 'sold',
  error: 'failed',
  bug: 'failed',
  bag: 'failed',
  canceled: 'failed',
  no_link: 'failed',
  support: 'failed',
  unpaid: 'failed',
  TRADE_REVERSED: 'failed',
  changed: 'muted',
  EXCHANGED: 'muted',
  to_upgrade: 'muted',
  to_contract: 'muted',
  unpacked: 'muted',
};

/** The `inventory` namespace key of a status's Russian text (`vendor waiting` has a space, keys do not). */
export function statusTextKey(status: ItemStatus): string {
  return `status.${status.replace(/\s+/g, '_')}`;
}

export function statusTone(status: ItemStatus): StatusTone {
  return STATUS_TONES[status];
}

/** Statuses whose trade offer the player can open on Steam (GET /inventory/{id}/trade_id). */
export function hasTradeOffer(status: ItemStatus): boolean {
  return status === 'send' || status === 'CONFIRM_STEAM';
}

/** Statuses of an item on its way out, whose withdrawal has a security code to show. */
export function isWithdrawing(status: ItemStatus): boolean {
  return (WITHDRAWING_STATUSES as readonly ItemStatus[]).includes(status);
}

/** A withdrawal the console reviews: PREPARING without a timer until it is approved (then its timer starts). */
export function heldForReview(item: Pick<InventoryItem, 'status' | 'timerData' | 'review'>): boolean {
  return item.status === 'PREPARING' && item.timerData === null && (item.review?.state === 'waiting' || item.review?.state === 'identity');
}
