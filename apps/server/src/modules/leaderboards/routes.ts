import { z } from 'zod';
import { Leaderboard, LeaderboardHistoryEntry, LeaderboardHistoryQuery, LeaderboardRewardParams, Ok, Ranking } from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { getRanking } from './get-ranking.js';
import { listActiveLeaderboards } from './list-active-leaderboards.js';
import { listLeaderboardHistory } from './list-leaderboard-history.js';
import { listUnseenRewards } from './list-unseen-rewards.js';
import { markRewardSeen } from './mark-reward-seen.js';

const RankingParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Leaderboards: public lists, the player's place when signed in, history when signed in,
 * and the prizes whose reward popup is still to be shown.
 */
export function leaderboardsRoutes(app: App, deps: ModuleDeps): void {
  const { db } = deps;
  app.get('/api/v2/top/active', { onRequest: deps.optionalAuth, schema: { response: { 200: z.array(Leaderboard) } } }, (req) =>
    listActiveLeaderboards(db, req.auth?.userId ?? null),
  );
  app.get(
    '/api/v2/top/history',
    { onRequest: deps.requireAuth, schema: { querystring: LeaderboardHistoryQuery, response: { 200: z.array(LeaderboardHistoryEntry) } } },
    (req) => listLeaderboardHistory(db, authOf(req).userId, req.query.page),
  );
  app.get('/api/v2/top/rewards/unseen', { onRequest: deps.requireAuth, schema: { response: { 200: z.array(LeaderboardHistoryEntry) } } }, (req) =>
    listUnseenRewards(db, authOf(req).userId),
  );
  app.post(
    '/api/v2/top/rewards/:id/seen',
    { onRequest: deps.requireAuth, schema: { params: LeaderboardRewardParams, response: { 200: Ok } } },
    async (req) => {
      await markRewardSeen(db, authOf(req).userId, req.params.id);
      return { ok: true as const };
    },
  );
  app.get('/api/v2/top/ranking/:id', { onRequest: deps.optionalAuth, schema: { params: RankingParams, response: { 200: Ranking } } }, (req) =>
    getRanking(db, req.params.id, req.auth?.userId ?? null),
  );
}
