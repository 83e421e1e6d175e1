import { ITEM_TYPES, type InventoryItem } from '@tastydrop/domain';

/** Items that can be offered for an exchange: in progress and not a pack (a pack is unpacked instead). */
export function isExchangeable(item: Pick<InventoryItem, 'status' | 'type' | 'packItems'>): boolean {
  return item.status === 'progress' && item.type !== ITEM_TYPES.pack && !item.packItems;
}
