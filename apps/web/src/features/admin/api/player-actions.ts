import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

export type PlayerAction = 'ban' | 'unban' | 'end-sessions' | 'reset-trade-link' | 'board-exclusion';

/** The reason (required to ban or unban) and, for the leaderboard exclusion, whether the player is excluded. */
export interface PlayerActionBody {
  reason?: string;
  excluded?: boolean;
}

/** POST /api/admin/players/:id/<action>: one audited change of a player. */
export function usePlayerAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: PlayerAction; body: PlayerActionBody }) => callApi(adminApi.playerAction, { params: { id, action }, request: body }),
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
    mutationFn: (input: AdjustmentInput): Promise<AdjustmentResult> => callApi(adminApi.adjustBalance, { params: { id }, request: input }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
