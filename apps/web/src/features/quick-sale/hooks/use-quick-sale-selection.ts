import type { InventoryItem } from '@tastydrop/domain';
import { useMemo, useState } from 'react';
import { chosenItems, DEFAULT_THRESHOLD, sellableItems, toggleId, totalOf, type Threshold } from '../utils/quick-sale';

/**
 * The threshold and the player's own toggles; the chosen items follow from them and the loaded items, so items
 * that arrive or leave (a page loaded, an item sold) never leave a stale choice behind.
 */
export function useQuickSaleSelection(items: readonly InventoryItem[]) {
  const [threshold, setThreshold] = useState<Threshold>(DEFAULT_THRESHOLD);
  const [toggled, setToggled] = useState<ReadonlySet<number>>(() => new Set());
  const sorted = useMemo(() => sellableItems(items), [items]);
  const chosen = useMemo(() => chosenItems(sorted, threshold, toggled), [sorted, threshold, toggled]);
  const chosenIds = useMemo(() => new Set(chosen.map((item) => item.id)), [chosen]);

  return {
    sorted,
    threshold,
    chosen,
    chosenIds,
    total: totalOf(chosen),
    /** A new threshold chooses afresh: earlier toggles are forgotten. */
    choose: (next: Threshold) => {
      setThreshold(next);
      setToggled(new Set());
    },
    toggle: (id: number) => setToggled((ids) => toggleId(ids, id)),
  };
}
