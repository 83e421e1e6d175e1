/**
 * Battle shapes as the web reads them: the domain's wire schemas (camelCased by the API client),
 * plus the picker's flattened case.
 */
export type {
  Battle,
  BattleCaseEntry,
  BattleDrop,
  BattleHistoryEntry,
  BattleMember,
  BattleMode,
  BattleSummary,
  BestBattle,
} from '@tastydrop/domain';

export type BattleSort = 'date' | 'price';

/** A case in the create page's picker (from a catalog section or the recent list). */
export interface BattleSectionCase {
  id: number;
  name: string;
  title: string;
  image: string;
  price: number;
}

export interface BattleCaseSections {
  lastCases: BattleSectionCase[];
  maxRounds: number;
  sections: { id: number; name: string; cases: BattleSectionCase[] }[];
}
