import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InventoryItem } from '@tastydrop/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { queryKeys } from '../../../lib/query-keys';

type LoadedList = InfiniteData<{ items: InventoryItem[] }>;

/**
 * One of the player's items as the inventory lists already loaded on the site hold it (no request of its own),
 * kept current as those lists change: a sale or a withdrawal elsewhere shows at once. Null when no list holds it.
 */
export function useLoadedInventoryItem(userId: number, inventoryId: number): InventoryItem | null {
  const client = useQueryClient();
  const find = useCallback(() => {
    for (const [, data] of client.getQueriesData<LoadedList>({ queryKey: queryKeys.inventory.user(userId) })) {
      for (const page of data?.pages ?? []) {
        const item = page.items.find((entry) => entry.id === inventoryId);
        if (item) return item;
      }
    }
    return null;
  }, [client, userId, inventoryId]);
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  return useSyncExternalStore(subscribe, find);
}
