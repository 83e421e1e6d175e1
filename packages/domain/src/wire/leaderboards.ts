import { z } from 'zod';
import { IsoDate, Money } from './common.js';

/** A leaderboard of the active list. */
export const Leaderboard = z.object({
  id: z.number().int(),
  dates: z.object({ start: IsoDate, end: IsoDate }),
  type: z.enum(['daily', 'weekly', 'event']),
  title: z.string(),
  /** A translation key under `leaderboards`, else shown as is. */
  description: z.string(),
  image: z.string(),
  prizesCount: z.number().int(),
  order: z.number().int(),
  /** Floored. */
  prizesAmount: z.number().int(),
  myPosition: z.number().int().nullable(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const LeaderboardDrop = z.object({ id: z.number().int(), name: z.string(), image: z.string(), price: Money, rarity: z.string() });
export type LeaderboardDrop = z.infer<typeof LeaderboardDrop>;

/** A history entry, also the leaderboard reward a winner is shown. */
export const LeaderboardHistoryEntry = z.object({ id: z.number().int(), name: z.string(), place: z.number().int(), drop: LeaderboardDrop });
export type LeaderboardHistoryEntry = z.infer<typeof LeaderboardHistoryEntry>;

/** POST /v2/top/rewards/{id}/seen: `id` is the reward's inventory item (the history entry's id). */
export const LeaderboardRewardParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const LeaderboardHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const RankingPrize = z.discriminatedUnion('type', [
  z.object({ type: z.literal('prize'), drop: LeaderboardDrop.omit({ id: true }) }),
  z.object({ type: z.literal('filler'), remaining: Money }),
]);
export type RankingPrize = z.infer<typeof RankingPrize>;

export const RankingUser = z.object({ id: z.number().int(), avatar: z.string(), name: z.string(), level: z.number().int(), earn: Money });

export const RankingRow = z.object({
  position: z.number().int(),
  user: RankingUser.nullable(),
  prize: RankingPrize.nullable(),
  spent: Money,
});
export type RankingRow = z.infer<typeof RankingRow>;

/** A leaderboard's ranking. */
export const Ranking = z.object({
  me: z.object({ position: z.number().int().nullable(), spent: Money, prize: RankingPrize.nullable() }).nullable(),
  leaders: z.array(RankingRow),
});
export type Ranking = z.infer<typeof Ranking>;
