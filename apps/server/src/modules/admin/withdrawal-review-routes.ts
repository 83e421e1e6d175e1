import { ConsoleIdParams, Ok, ReviewThresholdsRequest, ReviewThresholdsResult, WithdrawalReviewDecision, WithdrawalReviewList } from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { actorOf, type createConsoleAccess } from './console-access.js';
import type { ConsoleRole } from './console-roles.js';
import { decideWithdrawalReview, listWithdrawalReviews, setReviewThresholds } from './withdrawal-reviews.js';

/** Who reads the review queue, who decides on it, who sets its rules (docs/decisions/059-withdrawal-review.md). */
const REVIEW_ROLES = {
  read: ['owner', 'admin', 'support', 'finance'],
  decide: ['owner', 'admin', 'finance'],
  rules: ['owner', 'admin'],
} as const satisfies Record<string, readonly ConsoleRole[]>;

/** The console's withdrawal review queue and its rules. */
export function withdrawalReviewRoutes(app: App, deps: ModuleDeps, access: ReturnType<typeof createConsoleAccess>): void {
  const { db } = deps;
  app.get('/api/admin/withdrawal-reviews', { onRequest: access.allow(REVIEW_ROLES.read), schema: { response: { 200: WithdrawalReviewList } } }, () => listWithdrawalReviews(db));
  app.post(
    '/api/admin/withdrawal-reviews/:id/decide',
    { onRequest: access.allow(REVIEW_ROLES.decide), schema: { params: ConsoleIdParams, body: WithdrawalReviewDecision, response: { 200: Ok } } },
    async (req) => {
      await decideWithdrawalReview(db, { realtime: deps.realtime, log: req.log }, actorOf(req), req.params.id, req.body);
      return { ok: true as const };
    },
  );
  app.put(
    '/api/admin/withdrawal-reviews/rules',
    { onRequest: access.allow(REVIEW_ROLES.rules), schema: { body: ReviewThresholdsRequest, response: { 200: ReviewThresholdsResult } } },
    async (req) => ({ thresholds: await setReviewThresholds(db, actorOf(req), req.body.thresholds, req.body.reason) }),
  );
}
