import { toWire, type PrizeItem, type Rarity, type UniqueItem, type UpgradeItemRef } from '@tastydrop/domain';
import type { ItemRow } from '../items/consume-items.js';

/** A catalog item as an upgrade target (price, basePrice, quality, priceData). */
export function presentUniqueItem(item: ItemRow): UniqueItem {
  const price = toWire(item.price);
  return {
    id: item.id,
    name: item.name,
    hero: item.hero,
    slot: item.slot,
    rarity: item.rarity as Rarity,
    quality: item.rarity,
    image: item.image,
    price,
    basePrice: price,
    priceData: { price, marketPrice: price },
  };
}

/** An item a record names, at the given price (the price it had then). */
export function presentItemRef(item: Pick<ItemRow, 'id' | 'name' | 'image' | 'rarity'>, price: number): UpgradeItemRef {
  return { id: item.id, name: item.name, image: item.image, rarity: item.rarity as Rarity, price: toWire(price) };
}

/** What a prize's answer shows of its catalog item. */
export type PrizeSource = Pick<ItemRow, 'id' | 'name' | 'hero' | 'rarity' | 'image' | 'price'>;

/** A prize as the answer shows it, with the wear float it was given (null for items without wear). */
export function presentPrize(item: PrizeSource, inventoryItemId: number, float: number | null): PrizeItem {
  return {
    inventoryItemId,
    id: item.id,
    name: item.name,
    hero: item.hero,
    rarity: item.rarity as Rarity,
    image: item.image,
    price: toWire(item.price),
    float,
  };
}
