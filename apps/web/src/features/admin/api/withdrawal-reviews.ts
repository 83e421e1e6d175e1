import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewThresholds, WithdrawalReviewDecision } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

const reviewsKey = [...consoleKeys.all, 'withdrawal-reviews'] as const;

/** GET /api/admin/withdrawal-reviews: held withdrawals, oldest first, and the rules' thresholds. */
export function withdrawalReviewsQueryOptions() {
  return queryOptions({ queryKey: reviewsKey, queryFn: () => callApi(adminApi.withdrawalReviews, {}), meta: silent });
}

/** The review queue, asked again every 10 s while shown. */
export function useWithdrawalReviews() {
  return useQuery({ ...withdrawalReviewsQueryOptions(), refetchInterval: 10_000 });
}

/** POST /api/admin/withdrawal-reviews/:id/decide: approve, ask for identity or refuse (by withdrawal id). */
export function useDecideWithdrawalReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawalId, decision }: { withdrawalId: number; decision: WithdrawalReviewDecision }) =>
      callApi(adminApi.decideWithdrawalReview, { params: { id: withdrawalId }, request: decision }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

/** PUT /api/admin/withdrawal-reviews/rules: the rules' thresholds, with the reason for the audit log. */
export function useSetReviewRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { thresholds: ReviewThresholds; reason: string }) => callApi(adminApi.setReviewRules, { request }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
