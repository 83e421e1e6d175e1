import type { InventoryItem } from '@tastydrop/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ItemSelection } from './use-item-selection';

/** The query parameter a case result uses to send a won item to the upgrade or contract page. */
export const PRESELECT_PARAM = 'item';

/** The id in `?item=`, or null. */
export function preselectId(param: string | null): number | null {
  return param && /^\d{1,15}$/.test(param) ? Number(param) : null;
}

/** Selects the item named by `?item=` once it appears in the list, then drops the parameter. */
export function usePreselectItem(items: readonly InventoryItem[] | undefined, selection: ItemSelection): void {
  const [params, setParams] = useSearchParams();
  const id = preselectId(params.get(PRESELECT_PARAM));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || id === null || !items) return;
    done.current = true;
    const item = items.find((i) => i.id === id);
    if (item && !selection.ids.has(item.id)) selection.toggle(item);
    const rest = new URLSearchParams(params);
    rest.delete(PRESELECT_PARAM);
    setParams(rest, { replace: true });
  }, [id, items, selection, params, setParams]);
}
