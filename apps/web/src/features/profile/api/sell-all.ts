import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellResponse } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { patchMeFinance } from '../utils/me-cache';
import { refreshInventories } from './get-inventory';

/** POST /v1/inventory/sell/all: sells every item in progress. */
function sellAll(): Promise<SellResponse> {
  return apiPost<SellResponse>('/v1/inventory/sell/all', {}, { auth: true });
}

export function useSellAll(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellAll,
    onSuccess: (sold) => {
      patchMeFinance(client, sold);
      void refreshInventories(client, userId);
    },
  });
}
