import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FastMission } from '@tastydrop/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const pushMissionQueryKey = ['missions', 'push'] as const;

/** GET /v1/users/missions/social/push: the push mission's progress (the banner hides once it is done). */
export function usePushMission(enabled: boolean) {
  return useQuery({
    queryKey: pushMissionQueryKey,
    queryFn: () => apiGet<FastMission>('/v1/users/missions/social/push', undefined, { auth: true }),
    enabled,
    meta: { silent: true },
  });
}

/** GET /v1/notifications/push/public-key: the server's VAPID key. */
export function getPushPublicKey(): Promise<{ publicKey: string }> {
  return apiGet<{ publicKey: string }>('/v1/notifications/push/public-key');
}

export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  installed: boolean;
}

/** POST /v1/notifications/push/subscribe: stores the subscription and completes the push mission. */
export function useSubscribePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscriptionBody) => apiPost<{ mission: FastMission }>('/v1/notifications/push/subscribe', body, { auth: true }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['missions'] }), client.invalidateQueries({ queryKey: queryKeys.users.me })]);
    },
  });
}
