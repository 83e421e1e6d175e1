import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemStatus } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import type { SteamWidgetPath } from '../../../stores/steam-widget-store';
import { patchEntries, type EntryPatch } from '../utils/inventory-cache';
import { deadlineOf } from '../utils/timer';
import { refreshInventories, updateInventories } from './get-inventory';
import { queryKeys } from '../../../lib/query-keys';

interface SendItemsRequest {
  ids: number[];
  method: SteamWidgetPath;
}

interface SendItemsResponse {
  items: { id: number; status: ItemStatus; timerData: number | null }[];
  /** Withdrawals run in test mode: nothing reaches Steam. */
  sandbox: boolean;
  /** The trade link was replaced lately: the offers go out no sooner than this. */
  heldUntil?: string;
  /** The rules held the withdrawal for the console's review. */
  review?: boolean;
}

/** POST /v1/inventory/senditem: asks to withdraw items by trade link or platform login. */
function sendItems(request: SendItemsRequest): Promise<SendItemsResponse> {
  return callApi(inventoryApi.send, { request });
}

/**
 * Withdraws items: each takes the status and timer the server gives (PREPARING, 5 minutes).
 * Failures are the caller's to show (noLink / noLogin open the Steam widget), so the mutation is silent.
 */
export function useSendItems(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendItems,
    meta: { silent: true },
    onSuccess: ({ items, review }) => {
      const now = Date.now();
      const patches = new Map<number, EntryPatch>(
        items.map((item) => [item.id, { status: item.status, timerData: item.timerData, deadline: deadlineOf(item.timerData, now) }]),
      );
      updateInventories(client, userId, (data, group) => patchEntries(data, patches, group));
      // What sell-all would pay no longer includes the items on their way out.
      void client.invalidateQueries({ queryKey: queryKeys.users.me });
      // A held withdrawal's card says why it waits: the list carries the review.
      if (review) void refreshInventories(client, userId);
    },
    // A refused withdrawal may have changed some items (they return to progress): reload the truth.
    onError: () => void refreshInventories(client, userId),
  });
}
