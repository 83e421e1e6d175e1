import type { Leaderboard, LeaderboardHistoryEntry, Ok, Ranking } from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

/** The leaderboard calls of the web app. */
export const leaderboardsApi = {
  active: endpoint<z.ZodArray<typeof Leaderboard>>()('leaderboards.active', 'GET', '/v2/top/active'),
  ranking: endpoint<typeof Ranking>()('leaderboards.ranking', 'GET', '/v2/top/ranking/:id'),
  unseenRewards: endpoint<z.ZodArray<typeof LeaderboardHistoryEntry>>()('leaderboards.unseenRewards', 'GET', '/v2/top/rewards/unseen', true),
  markSeen: endpoint<typeof Ok>()('leaderboards.markSeen', 'POST', '/v2/top/rewards/:id/seen', true),
} as const;
