import { INVENTORY_SELECTION_CAP, ITEM_TYPES, type ItemStatus } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { pruneSelection, toggleSelection, visibleItems, type SelectableItem } from './selection';

const item = (id: number, type: number = ITEM_TYPES.regular, status: ItemStatus = 'progress'): SelectableItem => ({ id, type, status });
const special = (id: number, status: ItemStatus = 'progress') => item(id, ITEM_TYPES.special, status);

describe('inventory selection', () => {
  it('adds and removes an item in progress', () => {
    const added = toggleSelection([], item(1));
    expect(added).toEqual({ selected: [item(1)], refused: null });
    expect(toggleSelection(added.selected, item(1))).toEqual({ selected: [], refused: null });
  });

  it('refuses items that are not in progress', () => {
    for (const status of ['selled', 'PREPARING', 'send', 'unpacked'] as const) {
      expect(toggleSelection([], item(1, ITEM_TYPES.regular, status)).refused).toBe('status');
    }
  });

  it('keeps at most 10 items', () => {
    expect(INVENTORY_SELECTION_CAP).toBe(10);
    let selected: SelectableItem[] = [];
    for (let id = 1; id <= INVENTORY_SELECTION_CAP; id += 1) selected = toggleSelection(selected, item(id)).selected;
    expect(selected).toHaveLength(10);
    const over = toggleSelection(selected, item(11));
    expect(over.refused).toBe('cap');
    expect(over.selected).toHaveLength(10);
  });

  it('selects a type-3 item only in progress', () => {
    expect(toggleSelection([], special(1, 'PREPARING')).refused).toBe('status');
    expect(toggleSelection([], special(1)).selected).toEqual([special(1)]);
  });

  it('drops ordinary items when a type-3 item is selected, and refuses ordinary items next to type-3 ones', () => {
    const withSpecial = toggleSelection([item(1), item(2)], special(3));
    expect(withSpecial.selected).toEqual([special(3)]);
    const refused = toggleSelection(withSpecial.selected, item(4));
    expect(refused).toEqual({ selected: [special(3)], refused: 'special' });
    expect(toggleSelection(withSpecial.selected, special(5)).selected).toEqual([special(3), special(5)]);
  });

  it('shows only type-3 items in progress while a type-3 item is selected', () => {
    const items = [item(1), special(2), special(3, 'selled'), item(4, ITEM_TYPES.pack), special(5)];
    expect(visibleItems(items, [])).toEqual(items);
    expect(visibleItems(items, [item(1)])).toEqual(items);
    expect(visibleItems(items, [special(2)]).map((i) => i.id)).toEqual([2, 5]);
  });

  it('prunes items that were sold or left the list', () => {
    const selected = [item(1), item(2), item(3)];
    const items = [item(1), item(2, ITEM_TYPES.regular, 'selled')];
    expect(pruneSelection(selected, items)).toEqual([item(1)]);
  });
});
