import type { InfiniteData } from '@tanstack/react-query';
import { fromWire, inGroup, type InventoryGroup, type InventoryItem, type InventoryList, toWire } from '@tastydrop/domain';
import { deadlineOf } from './timer';

/** An inventory item with the moment its timer runs out, computed when the item arrived. */
export type InventoryEntry = InventoryItem & { deadline: number | null };

/** One loaded page of a list (GET /inventory/get). */
export interface InventoryPage {
  items: InventoryEntry[];
  totalItem: number;
  totalPrice: number;
}

export type InventoryData = InfiniteData<InventoryPage>;

export type EntryPatch = Partial<Pick<InventoryEntry, 'status' | 'timerData' | 'deadline' | 'isSelected'>>;

// Money sums are two-decimal amounts: add in kopecks so float noise never shows.
const addMoney = (a: number, b: number) => toWire(fromWire(a) + fromWire(b));

export function toEntry(item: InventoryItem, now: number): InventoryEntry {
  return { ...item, deadline: deadlineOf(item.timerData, now) };
}

export function toPage(list: InventoryList, now: number): InventoryPage {
  return { items: list.items.map((item) => toEntry(item, now)), totalItem: list.totalItem, totalPrice: list.totalPrice };
}

/** Every loaded item once, in order (a page loaded after the list shifted may repeat an item). */
export function flattenEntries(data: InventoryData | undefined): InventoryEntry[] {
  const seen = new Set<number>();
  const out: InventoryEntry[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** Whether another page exists after the loaded ones (pages hold INVENTORY_PAGE_SIZE items). */
export function nextPageOf(last: InventoryPage, pages: readonly InventoryPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.totalItem ? pages.length + 1 : undefined;
}

function mapPages(data: InventoryData, map: (page: InventoryPage, index: number) => InventoryPage): InventoryData {
  return { ...data, pages: data.pages.map(map) };
}

/**
 * Applies per-item patches (new status, timer…) wherever the items are loaded. With the list's group, an item
 * whose new status takes it out of the group (sold, sent for withdrawal) leaves the counts and the total, and
 * one that comes back (a failed withdrawal) rejoins them, so the summary always agrees with the items.
 */
export function patchEntries(data: InventoryData, patches: ReadonlyMap<number, EntryPatch>, group?: InventoryGroup): InventoryData {
  let count = 0;
  let price = 0;
  if (group) {
    for (const item of flattenEntries(data)) {
      const status = patches.get(item.id)?.status;
      if (!status || status === item.status) continue;
      const before = inGroup(group, item.status);
      const after = inGroup(group, status);
      if (before === after) continue;
      count += after ? 1 : -1;
      price = addMoney(price, after ? item.price : -item.price);
    }
  }
  return mapPages(data, (page) => ({
    items: page.items.map((item) => {
      const patch = patches.get(item.id);
      return patch ? { ...item, ...patch } : item;
    }),
    totalItem: Math.max(0, page.totalItem + count),
    totalPrice: Math.max(0, addMoney(page.totalPrice, price)),
  }));
}

/** Removes items from the list and takes them off the counts and the total (selling many). */
export function removeEntries(data: InventoryData, ids: ReadonlySet<number>): InventoryData {
  const removed = flattenEntries(data).filter((item) => ids.has(item.id));
  const count = removed.length;
  const price = removed.reduce((sum, item) => addMoney(sum, item.price), 0);
  return mapPages(data, (page) => ({
    items: page.items.filter((item) => !ids.has(item.id)),
    totalItem: Math.max(0, page.totalItem - count),
    totalPrice: Math.max(0, addMoney(page.totalPrice, -price)),
  }));
}

/** Puts new items at the top of the list (a pack's contents) and onto the counts of a group that lists them. */
export function prependEntries(data: InventoryData, items: readonly InventoryEntry[], group?: InventoryGroup): InventoryData {
  const known = new Set(flattenEntries(data).map((item) => item.id));
  const fresh = items.filter((item) => !known.has(item.id) && (!group || inGroup(group, item.status)));
  const price = fresh.reduce((sum, item) => addMoney(sum, item.price), 0);
  return mapPages(data, (page, index) => ({
    items: index === 0 ? [...fresh, ...page.items] : page.items,
    totalItem: page.totalItem + fresh.length,
    totalPrice: addMoney(page.totalPrice, price),
  }));
}
