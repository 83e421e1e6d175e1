import {
  Battle,
  BattleActionResponse,
  BattleBalanceResponse,
  BattleCasesResponse,
  BattleEmojiResponse,
  BattleHistoryResponse,
  BattleListResponse,
  BattleSpectatorsResponse,
  BattleStatistics,
  BattleUserStatus,
  BattleWinrate,
  BestBattlesResponse,
  CreateBattleResponse,
  SellBattleResponse,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { battlesApi } from './battles';

/** What each battles call answers, checked in development and tests only (response-schemas.ts). */
export const battlesSchemas: ResponseSchemasOf<typeof battlesApi> = {
  list: BattleListResponse,
  battle: Battle,
  ownBattle: Battle,
  cases: BattleCasesResponse,
  statistics: BattleStatistics,
  status: BattleUserStatus,
  create: CreateBattleResponse,
  join: BattleBalanceResponse,
  leave: BattleBalanceResponse,
  start: BattleActionResponse,
  cancelStart: BattleActionResponse,
  sell: SellBattleResponse,
  emoji: BattleEmojiResponse,
  watch: BattleSpectatorsResponse,
  unwatch: BattleSpectatorsResponse,
  history: BattleHistoryResponse,
  best: BestBattlesResponse,
  winrate: BattleWinrate,
};
