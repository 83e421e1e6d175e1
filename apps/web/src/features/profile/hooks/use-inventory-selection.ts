import { INVENTORY_SELECTION_CAP } from '@tastydrop/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../stores/alerts-store';
import type { InventoryEntry } from '../utils/inventory-cache';
import { pruneSelection, toggleSelection } from '../utils/selection';

/** The selected items of a list (at most 10, type-3 rules); items that left the list or progress drop out. */
export function useInventorySelection(items: readonly InventoryEntry[]) {
  const { t } = useTranslation('inventory');
  const [picked, setPicked] = useState<InventoryEntry[]>([]);
  const selected = useMemo(() => pruneSelection(picked, items), [picked, items]);
  const ids = useMemo(() => new Set(selected.map((item) => item.id)), [selected]);

  const toggle = useCallback(
    (item: InventoryEntry) => {
      const change = toggleSelection(selected, item);
      setPicked(change.selected);
      if (change.refused) pushAlert({ type: 'info', title: t(`selection.refused.${change.refused}`, { count: INVENTORY_SELECTION_CAP }) });
    },
    [selected, t],
  );

  const clear = useCallback(() => setPicked([]), []);
  return { selected, ids, toggle, clear };
}
