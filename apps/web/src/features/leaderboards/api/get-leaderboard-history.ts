import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardHistoryEntry } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { leaderboardsQueryKey } from './get-active-leaderboards';

/** GET /v2/top/history: the player's leaderboard prizes, newest first. */
export function getLeaderboardHistory(): Promise<LeaderboardHistoryEntry[]> {
  return apiGet<LeaderboardHistoryEntry[]>('/v2/top/history', { page: 1 }, { auth: true });
}

export function useLeaderboardHistory(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: [...leaderboardsQueryKey, 'history'], queryFn: getLeaderboardHistory, enabled, meta: { silent: true } }));
}
