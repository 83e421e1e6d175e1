import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { pushAlert } from '../../../stores/alerts-store';
import { refreshInventories, useInventory, type InventoryRequest } from '../api/get-inventory';
import { flattenEntries } from '../utils/inventory-cache';

/**
 * One inventory list with its loaded items and totals. A failed load shows a toast
 * (`profile.errors.inventoryFetch`, or `inventoryLoadMore` beyond page 1) with the server's message.
 */
export function useInventoryList(request: InventoryRequest) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const query = useInventory(request);
  const items = useMemo(() => flattenEntries(query.data), [query.data]);
  const first = query.data?.pages[0];
  const { error, isFetchNextPageError } = query;

  useEffect(() => {
    if (!error) return;
    const message = isApiError(error) ? error.msg || t(error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' });
    pushAlert({ type: 'error', title: t(isFetchNextPageError ? 'errors.inventoryLoadMore' : 'errors.inventoryFetch'), message });
  }, [error, isFetchNextPageError, t]);

  const { userId } = request;
  const refresh = useCallback(() => void refreshInventories(client, userId), [client, userId]);

  return { query, items, totalItem: first?.totalItem ?? 0, totalPrice: first?.totalPrice ?? 0, refresh };
}

export type InventoryListState = ReturnType<typeof useInventoryList>;
