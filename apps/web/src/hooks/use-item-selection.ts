import { fromWire, type InventoryItem } from '@tastydrop/domain';
import { useCallback, useMemo, useState } from 'react';

/** A capped selection of inventory items in the order they were picked; totals in kopecks. */
export function useItemSelection(cap: number) {
  const [selected, setSelected] = useState<InventoryItem[]>([]);

  /** Adds or removes an item; false when the cap stops an addition. */
  const toggle = useCallback(
    (item: InventoryItem): boolean => {
      if (selected.some((s) => s.id === item.id)) {
        setSelected(selected.filter((s) => s.id !== item.id));
        return true;
      }
      if (selected.length >= cap) return false;
      setSelected([...selected, item]);
      return true;
    },
    [selected, cap],
  );

  /** Select-all picks the first `cap` items of the list. */
  const selectAll = useCallback((items: readonly InventoryItem[]) => setSelected(items.slice(0, cap)), [cap]);
  const clear = useCallback(() => setSelected([]), []);

  const ids = useMemo(() => new Set(selected.map((s) => s.id)), [selected]);
  const total = useMemo(() => selected.reduce((sum, s) => sum + fromWire(s.price), 0), [selected]);
  return { selected, ids, total, toggle, selectAll, clear };
}

export type ItemSelection = ReturnType<typeof useItemSelection>;
