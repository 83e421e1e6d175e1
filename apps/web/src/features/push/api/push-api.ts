import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { missionsApi } from '../../../lib/api/endpoints/missions';
import { queryKeys } from '../../../lib/query-keys';

const pushMissionQueryKey = queryKeys.missions.push;

/** GET /v1/users/missions/social/push: the push mission's progress (the banner hides once it is done). */
export function usePushMission(enabled: boolean) {
  return useQuery({
    queryKey: pushMissionQueryKey,
    queryFn: () => callApi(missionsApi.one, { params: { type: 'push' } }),
    enabled,
    meta: { silent: true },
  });
}

/** GET /v1/notifications/push/public-key: the server's VAPID key. */
export function getPushPublicKey(): Promise<{ publicKey: string }> {
  return callApi(missionsApi.pushPublicKey);
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
    mutationFn: (body: PushSubscriptionBody) => callApi(missionsApi.pushSubscribe, { request: body }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.missions.all }), client.invalidateQueries({ queryKey: queryKeys.users.me })]);
    },
  });
}
