import {
  Leaderboard,
  LeaderboardHistoryEntry,
  Ok,
  Ranking,
} from '@tastydrop/domain';
import { z } from 'zod';
import type { ResponseSchemasOf } from './endpoint';
import type { leaderboardsApi } from './leaderboards';

/** What each leaderboards call answers, checked in development and tests only (response-schemas.ts). */
export const leaderboardsSchemas: ResponseSchemasOf<typeof leaderboardsApi> = {
  active: z.array(Leaderboard),
  ranking: Ranking,
  unseenRewards: z.array(LeaderboardHistoryEntry),
  markSeen: Ok,
};
