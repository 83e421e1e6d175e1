import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FastMission, MissionResult } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { missionsApi } from '../../../lib/api/endpoints/missions';
import { paymentsApi } from '../../../lib/api/endpoints/payments';
import { pushAlert } from '../../../stores/alerts-store';
import { queryKeys } from '../../../lib/query-keys';

const missionsQueryKey = queryKeys.missions.all;

/** GET /v1/users/missions/social: every fast mission with the player's progress. */
export function useMissions(enabled: boolean) {
  return useQuery({ queryKey: missionsQueryKey, queryFn: () => callApi(missionsApi.social), enabled });
}

/** GET /v1/payments/bonus/levels: deposit bonus levels. */
export function useDepositBonusLevels() {
  return useQuery({ queryKey: queryKeys.payments.bonusLevels, queryFn: () => callApi(paymentsApi.bonusLevels), staleTime: 5 * 60_000, meta: { silent: true } });
}

/**
 * `announce` shows the server's message here rather than in the caller: a completed mission replaces
 * its action with the done mark, and a caller unmounted by then would never hear of the success.
 */
function useMissionMutation<T>(fn: (input: T) => Promise<MissionResult>, { announce = false } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The answer carries the mission as it now stands: show it at once, whatever a refetch in flight returns.
    onSuccess: (result) => {
      if (announce && result.msg) pushAlert({ type: 'success', title: result.msg });
      client.setQueryData<FastMission[]>(missionsQueryKey, (list) => list?.map((m) => (m.type === result.mission.type ? result.mission : m)));
    },
    onSettled: async () => {
      // After a claim the profile and free cases are refetched: a prize may be a free case.
      await Promise.all([
        client.invalidateQueries({ queryKey: missionsQueryKey }),
        client.invalidateQueries({ queryKey: queryKeys.users.me }),
        client.invalidateQueries({ queryKey: queryKeys.cases.free }),
      ]);
    },
  });
}

/** POST /v1/users/send-email: mails the confirmation link. */
export const useSendEmail = () => useMissionMutation((email: string) => callApi(missionsApi.sendEmail, { request: { email } }));

/** POST /v1/users/confirm-email: the link's token from the letter. */
export const useConfirmEmail = () => useMissionMutation((token: string) => callApi(missionsApi.confirmEmail, { request: { token } }));

/** POST /v1/users/socials/check: checks a mission's condition. */
export const useCheckMission = () =>
  useMissionMutation((input: { type: FastMission['type']; account?: string }) => callApi(missionsApi.checkSocial, { request: input }), {
    announce: true,
  });

/** POST /v1/notifications/push/subscribe. */
export const useSubscribePushMission = () =>
  useMissionMutation(async (body: { endpoint: string; keys: { p256dh: string; auth: string }; installed: boolean }) => {
    const { mission } = await callApi(missionsApi.pushSubscribe, { request: body });
    return { status: 'done', msg: '', mission };
  });

export function getVapidKey(): Promise<{ publicKey: string }> {
  return callApi(missionsApi.pushPublicKey);
}
