import type { InfiniteData } from '@tanstack/react-query';
import { fromWire, ITEM_TYPES, SELL_MANY_MAX_ITEMS, type InventoryItem, type InventoryList, type Minor } from '@tastydrop/domain';

type SaleItem = Pick<InventoryItem, 'id' | 'price'>;

/** A price threshold in minor units, or null for every item. */
export type Threshold = Minor | null;

/** The threshold presets of the page, in minor units: up to 10, 50, 100 and 500 ₽, then everything. */
export const THRESHOLD_PRESETS: readonly Threshold[] = [1_000, 5_000, 10_000, 50_000, null];

/** The preset the page opens with: the cheap items most players sell first. */
export const DEFAULT_THRESHOLD: Threshold = 5_000;

/**
 * Whether a quick sale may take the item: an ordinary skin in the inventory. A pack is there to be unpacked
 * and a special item is never sold together with others, so both stay for the profile's own actions.
 */
export function isQuickSellable(item: Pick<InventoryItem, 'status' | 'type' | 'packItems'>): boolean {
  return item.status === 'progress' && item.type === ITEM_TYPES.regular && !item.packItems;
}

/** The items a quick sale may take, cheapest first (equal prices by id, so the order never jumps). */
export function sellableItems<T extends InventoryItem>(items: readonly T[]): T[] {
  return items.filter(isQuickSellable).sort((a, b) => fromWire(a.price) - fromWire(b.price) || a.id - b.id);
}

export function withinThreshold(item: SaleItem, threshold: Threshold): boolean {
  return threshold === null || fromWire(item.price) <= threshold;
}

/**
 * The chosen items: those within the threshold, with the player's own toggles flipped, at most one sale's worth
 * (the cheapest first, as the items come sorted).
 */
export function chosenItems<T extends SaleItem>(sorted: readonly T[], threshold: Threshold, toggled: ReadonlySet<number>): T[] {
  return sorted.filter((item) => withinThreshold(item, threshold) !== toggled.has(item.id)).slice(0, SELL_MANY_MAX_ITEMS);
}

/** How many of the items a threshold takes (shown on its preset). */
export function countWithin(items: readonly SaleItem[], threshold: Threshold): number {
  return items.filter((item) => withinThreshold(item, threshold)).length;
}

/** What the items are worth together, in minor units. */
export function totalOf(items: readonly SaleItem[]): Minor {
  return items.reduce((sum, item) => sum + fromWire(item.price), 0);
}

/** The set with the id added or removed. */
export function toggleId(ids: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The loaded pages without the sold items, their count lowered to match. */
export function withoutItems(data: InfiniteData<InventoryList>, sold: ReadonlySet<number>): InfiniteData<InventoryList> {
  const gone = data.pages.reduce((count, page) => count + page.items.filter((item) => sold.has(item.id)).length, 0);
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !sold.has(item.id)), totalItem: Math.max(0, page.totalItem - gone) })),
  };
}
