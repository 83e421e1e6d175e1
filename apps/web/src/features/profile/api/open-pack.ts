import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { patchEntries, prependEntries, toEntry } from '../utils/inventory-cache';
import { updateInventories } from './get-inventory';
import { queryKeys } from '../../../lib/query-keys';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

/** POST /v1/inventory/packs/open: unpacks a pack; its contents come back as new items in progress. */
function openPack(inventoryId: number): Promise<{ items: InventoryItem[] }> {
  return callApi(inventoryApi.openPack, { request: { inventoryId } });
}

/** Unpacks a pack: it becomes unpacked and its contents go to the top of the list. */
export function useOpenPack(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openPack,
    onSuccess: ({ items }, packId) => {
      const now = Date.now();
      updateInventories(client, userId, (data, group) =>
        prependEntries(
          patchEntries(data, new Map([[packId, { status: 'unpacked' }]]), group),
          items.map((item) => toEntry(item, now)),
          group,
        ),
      );
      // The inventory value in the header changes with the contents.
      void client.invalidateQueries({ queryKey: queryKeys.users.me });
    },
  });
}
