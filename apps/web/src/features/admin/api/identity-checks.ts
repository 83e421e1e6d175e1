import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminIdentityApi } from '../../../lib/api/endpoints/admin-identity';
import { silent } from './console-keys';

const keys = { all: ['console', 'identity'] as const, player: (id: number) => ['console', 'identity', 'player', id] as const, queue: ['console', 'identity', 'queue'] as const };

/** GET /api/admin/identity-checks/player/:id: a player's checks, newest first. */
export const usePlayerIdentityChecks = (userId: number) =>
  useQuery({ queryKey: keys.player(userId), queryFn: () => callApi(adminIdentityApi.playerChecks, { params: { id: userId } }), meta: silent });

/** GET /api/admin/identity-checks: submitted checks waiting for compliance, oldest first. */
export const useIdentityQueue = () => useQuery({ queryKey: keys.queue, queryFn: () => callApi(adminIdentityApi.queue), meta: silent });

/** POST /api/admin/players/:id/identity-check: asks the player for a document photo and a selfie. */
export function useRequestIdentityCheck(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => callApi(adminIdentityApi.request, { params: { id: userId }, request: { reason } }),
    meta: silent,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/admin/identity-checks/:id/decision: approve or reject with the note the player sees. */
export function useDecideIdentityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, note }: { id: number; approve: boolean; note: string }) =>
      callApi(adminIdentityApi.decide, { params: { id }, request: note ? { approve, note } : { approve } }),
    meta: silent,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
