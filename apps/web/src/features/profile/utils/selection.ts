import { INVENTORY_SELECTION_CAP, ITEM_TYPES, type ItemStatus } from '@tastydrop/domain';

/** What selection needs to know of an inventory item. */
export interface SelectableItem {
  id: number;
  type: number;
  status: ItemStatus;
}

type SelectionRefusal = 'status' | 'cap' | 'special';

export interface SelectionChange<T extends SelectableItem> {
  selected: T[];
  refused: SelectionRefusal | null;
}

export const isSpecial = (item: SelectableItem): boolean => item.type === ITEM_TYPES.special;

/** Only items in progress (in the inventory, not sold, sent or used) can be sold or withdrawn. */
export const canSelect = (item: SelectableItem): boolean => item.status === 'progress';

/**
 * Adds or removes an item: at most `cap` items, only items in progress; a type-3 item
 * cannot join ordinary ones (selecting it keeps only the type-3 items), and while type-3 items are selected
 * an ordinary item cannot be added.
 */
export function toggleSelection<T extends SelectableItem>(selected: readonly T[], item: T, cap = INVENTORY_SELECTION_CAP): SelectionChange<T> {
  if (selected.some((s) => s.id === item.id)) return { selected: selected.filter((s) => s.id !== item.id), refused: null };
  const unchanged = (refused: SelectionRefusal): SelectionChange<T> => ({ selected: [...selected], refused });
  if (!canSelect(item)) return unchanged('status');
  let kept = [...selected];
  if (isSpecial(item)) kept = kept.filter(isSpecial);
  else if (kept.some(isSpecial)) return unchanged('special');
  if (kept.length >= cap) return unchanged('cap');
  return { selected: [...kept, item], refused: null };
}

/** The items the grid shows: all, or only type-3 items in progress while any type-3 item is selected. */
export function visibleItems<T extends SelectableItem>(items: readonly T[], selected: readonly SelectableItem[]): T[] {
  if (!selected.some(isSpecial)) return [...items];
  return items.filter((item) => isSpecial(item) && canSelect(item));
}

/** Drops selected items that left the list or are no longer in progress (sold, sent…), keeping fresh copies. */
export function pruneSelection<T extends SelectableItem>(selected: readonly T[], items: readonly T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return selected.flatMap((s) => {
    const fresh = byId.get(s.id);
    return fresh && canSelect(fresh) ? [fresh] : [];
  });
}
