import type { InventoryItem } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { flattenEntries, nextPageOf, patchEntries, prependEntries, removeEntries, toEntry, toPage, type InventoryData } from './inventory-cache';

const raw = (id: number, price = 10, timerData: number | null = null): InventoryItem => ({
  id,
  itemId: 100 + id,
  name: `Item ${id}`,
  hero: 'Axe',
  type: 1,
  status: 'progress',
  price,
  priceProfile: price,
  isSelected: false,
  packItems: false,
  image: '/img.svg',
  rarity: 'rare',
  source: 'Case',
  timerData,
  csInfo: null,
  float: null,
  createdAt: '2026-11-22T00:00:00.000Z',
});

function data(...pages: InventoryItem[][]): InventoryData {
  const total = pages.flat().length + 5;
  return {
    pageParams: pages.map((_, i) => i + 1),
    pages: pages.map((items) => toPage({ items, totalItem: total, totalPrice: 100 }, 0)),
  };
}

describe('inventory cache', () => {
  it('computes a deadline from the timer when an item arrives', () => {
    expect(toEntry(raw(1, 10, 300), 5_000).deadline).toBe(305_000);
    expect(toEntry(raw(1), 5_000).deadline).toBeNull();
  });

  it('asks for the next page until every item is loaded', () => {
    const first = toPage({ items: [raw(1), raw(2)], totalItem: 3, totalPrice: 30 }, 0);
    expect(nextPageOf(first, [first])).toBe(2);
    const second = toPage({ items: [raw(3)], totalItem: 3, totalPrice: 30 }, 0);
    expect(nextPageOf(second, [first, second])).toBeUndefined();
    const empty = toPage({ items: [], totalItem: 9, totalPrice: 0 }, 0);
    expect(nextPageOf(empty, [first, empty])).toBeUndefined();
  });

  it('flattens pages without repeating an item that moved between pages', () => {
    expect(flattenEntries(data([raw(1), raw(2)], [raw(2), raw(3)])).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(flattenEntries(undefined)).toEqual([]);
  });

  it('patches items wherever they are loaded', () => {
    const patched = patchEntries(data([raw(1)], [raw(2)]), new Map([[2, { status: 'PREPARING' as const, deadline: 9 }]]));
    const items = flattenEntries(patched);
    expect(items[0]?.status).toBe('progress');
    expect(items[1]).toMatchObject({ status: 'PREPARING', deadline: 9 });
  });

  it('removes sold items and takes them off the counts and the total', () => {
    const removed = removeEntries(data([raw(1, 10.1), raw(2, 20.2)], [raw(3, 5)]), new Set([1, 3]));
    expect(flattenEntries(removed).map((i) => i.id)).toEqual([2]);
    expect(removed.pages[0]?.totalItem).toBe(6);
    expect(removed.pages[0]?.totalPrice).toBe(84.9);
  });

  it('puts new items at the top once', () => {
    const next = prependEntries(data([raw(1)]), [toEntry(raw(7, 3), 0), toEntry(raw(1), 0)]);
    expect(flattenEntries(next).map((i) => i.id)).toEqual([7, 1]);
    expect(next.pages[0]?.totalItem).toBe(7);
    expect(next.pages[0]?.totalPrice).toBe(103);
  });

  it('keeps the counts and the total in step with the items a group lists', () => {
    const start = data([raw(1, 10.1), raw(2, 20.2), raw(3, 5)]); // 8 items for 100 ₽
    const sold = patchEntries(start, new Map([[1, { status: 'selled' as const }]]), 'profile');
    expect(sold.pages[0]).toMatchObject({ totalItem: 7, totalPrice: 89.9 });
    // Sent for withdrawal: still held (profile), no longer available (active).
    const sent = new Map([[2, { status: 'PREPARING' as const }]]);
    expect(patchEntries(start, sent, 'profile').pages[0]).toMatchObject({ totalItem: 8, totalPrice: 100 });
    const active = patchEntries(start, sent, 'active');
    expect(active.pages[0]).toMatchObject({ totalItem: 7, totalPrice: 79.8 });
    // A failed withdrawal brings it back; 'all' never changes its counts.
    expect(patchEntries(active, new Map([[2, { status: 'progress' as const }]]), 'active').pages[0]).toMatchObject({ totalItem: 8, totalPrice: 100 });
    expect(patchEntries(start, new Map([[1, { status: 'selled' as const }]]), 'all').pages[0]).toMatchObject({ totalItem: 8, totalPrice: 100 });
  });

  it('counts an unpacked pack out and its contents in, in the groups that list them', () => {
    const start = data([raw(1, 30)]); // 6 items for 100 ₽; item 1 is the pack
    const unpacked = prependEntries(patchEntries(start, new Map([[1, { status: 'unpacked' as const }]]), 'profile'), [toEntry(raw(8, 12), 0), toEntry(raw(9, 20), 0)], 'profile');
    expect(unpacked.pages[0]).toMatchObject({ totalItem: 7, totalPrice: 102 });
    const withdrawn = prependEntries(data([raw(1)]), [toEntry(raw(8, 12), 0)], 'withdrawal');
    expect(withdrawn.pages[0]).toMatchObject({ totalItem: 6, totalPrice: 100 });
  });
});
