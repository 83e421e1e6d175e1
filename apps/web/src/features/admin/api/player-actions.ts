import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { consoleKeys, silent } from './console-keys';

export type PlayerAction = 'ban' | 'unban' | 'end-sessions' | 'reset-trade-link' | 'board-exclusion';

/** POST /api/admin/players/:id/<action>: one audited change of a player. */
export function usePlayerAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: PlayerAction; body: object }) => apiPost<{ ok: true }>(`/api/admin/players/${id}/${action}`, body),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.player(id) }),
  });
}

export type AdjustmentResult = { status: 'applied'; balance: number } | { status: 'pending'; approvalId: number };

export interface AdjustmentInput {
  currency: 'money' | 'coins';
  amount: number;
  reason: string;
  key: string;
}

/** POST /api/admin/players/:id/balance: applied at once, or held for a second account above the threshold. */
export function useAdjustBalance(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => apiPost<AdjustmentResult>(`/api/admin/players/${id}/balance`, input),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
