import { SELL_MANY_MAX_ITEMS } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { inventoryItemFixture } from '../../../testing/fixtures';
import { chosenItems, countWithin, isQuickSellable, sellableItems, toggleId, totalOf } from './quick-sale';

const item = inventoryItemFixture;
const ids = (items: readonly { id: number }[]) => items.map((i) => i.id);

describe('sellableItems', () => {
  it('keeps ordinary items in the inventory, cheapest first and equal prices by id', () => {
    const items = [
      item(1, 30),
      item(2, 0.5),
      { ...item(3, 1), status: 'selled' as const },
      { ...item(4, 2), type: 2, packItems: true },
      { ...item(5, 2), type: 3 },
      { ...item(6, 2), status: 'PREPARING' as const },
      item(8, 9.99),
      item(7, 9.99),
    ];
    expect(ids(sellableItems(items))).toEqual([2, 7, 8, 1]);
  });

  it('refuses a pack even when its type says ordinary', () => {
    expect(isQuickSellable({ ...item(1, 5), packItems: true })).toBe(false);
    expect(isQuickSellable(item(1, 5))).toBe(true);
  });
});

describe('chosenItems', () => {
  const sorted = sellableItems([item(1, 0.1), item(2, 0.2), item(3, 10), item(4, 10.01), item(5, 50), item(6, 499.99), item(7, 1200)]);

  it('takes every item at or below the threshold', () => {
    expect(ids(chosenItems(sorted, 1_000, new Set()))).toEqual([1, 2, 3]);
    expect(ids(chosenItems(sorted, 5_000, new Set()))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(chosenItems(sorted, 50_000, new Set()))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(chosenItems(sorted, null, new Set()))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('flips the toggled items: one inside is left out, one above is added', () => {
    expect(ids(chosenItems(sorted, 1_000, new Set([2, 6])))).toEqual([1, 3, 6]);
  });

  it('never chooses more than one sale may take, the cheapest first', () => {
    const many = sellableItems(Array.from({ length: SELL_MANY_MAX_ITEMS + 3 }, (_, i) => item(i + 1, (SELL_MANY_MAX_ITEMS + 3 - i) / 100)));
    const chosen = chosenItems(many, null, new Set());
    expect(chosen).toHaveLength(SELL_MANY_MAX_ITEMS);
    expect(chosen[0]!.price).toBe(0.01);
    expect(chosen.some((i) => i.price === (SELL_MANY_MAX_ITEMS + 3) / 100)).toBe(false);
  });

  it('counts what each preset would take', () => {
    expect(countWithin(sorted, 1_000)).toBe(3);
    expect(countWithin(sorted, null)).toBe(7);
  });
});

describe('totalOf', () => {
  it('adds in minor units without float noise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(totalOf([item(1, 0.1), item(2, 0.2)])).toBe(30);
    expect(totalOf(Array.from({ length: 10 }, (_, i) => item(i, 0.07)))).toBe(70);
    expect(totalOf([])).toBe(0);
  });
});

describe('toggleId', () => {
  it('adds an id that is missing and removes one that is there, leaving the set given alone', () => {
    const before = new Set([1]);
    expect([...toggleId(before, 2)]).toEqual([1, 2]);
    expect([...toggleId(before, 1)]).toEqual([]);
    expect([...before]).toEqual([1]);
  });
});
