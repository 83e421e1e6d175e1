import type { BattleSort } from '../types';

/** Query keys of the battles feature, in one place so the realtime feed can update them. */
export const battleKeys = {
  all: ['battles'] as const,
  lists: () => ['battles', 'list'] as const,
  list: (sort: BattleSort) => ['battles', 'list', sort] as const,
  battle: (ulid: string) => ['battles', 'battle', ulid] as const,
  cases: () => ['battles', 'cases'] as const,
  statistics: () => ['battles', 'statistics'] as const,
  history: (userId: number | null) => ['battles', 'history', userId] as const,
  best: () => ['battles', 'best'] as const,
  winrate: () => ['battles', 'winrate'] as const,
};
