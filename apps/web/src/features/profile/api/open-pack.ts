import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { patchEntries, prependEntries, toEntry } from '../utils/inventory-cache';
import { updateInventories } from './get-inventory';

/** POST /v1/inventory/packs/open: unpacks a pack; its contents come back as new items in progress. */
function openPack(inventoryId: number): Promise<{ items: InventoryItem[] }> {
  return apiPost<{ items: InventoryItem[] }>('/v1/inventory/packs/open', { inventoryId }, { auth: true });
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
      void client.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
