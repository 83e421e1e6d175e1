import { ITEM_TYPES, type InventoryItem } from '@tastydrop/domain';

/**
 * Items that can be offered for an exchange, as the server lists replacements for them
 * (modules/inventory/list-replacements.ts): ordinary skins in progress; a pack is unpacked instead, a special item
 * has no replacements.
 */
export function isExchangeable(item: Pick<InventoryItem, 'status' | 'type' | 'packItems'>): boolean {
  return item.status === 'progress' && item.type === ITEM_TYPES.regular && !item.packItems;
}
