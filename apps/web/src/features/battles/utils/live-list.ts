import type { BattleListResponse, BattleSummary } from '@tastydrop/domain';
import type { BattleSort } from '../types';

/** How many battles the live list shows at most. */
const LIVE_LIST_LIMIT = 60;

function compare(sort: BattleSort) {
  return (a: BattleSummary, b: BattleSummary) =>
    sort === 'price' ? b.price - a.price || b.createdAt.localeCompare(a.createdAt) : b.createdAt.localeCompare(a.createdAt);
}

/**
 * Applies one `battles_battle_updated` to a live list: open and running public battles are added or
 * replaced in sort order; finished and cancelled ones leave it; someone else's private battle never enters it.
 */
export function mergeBattle(list: BattleListResponse, battle: BattleSummary, sort: BattleSort): BattleListResponse {
  const rest = list.battles.filter((b) => b.ulid !== battle.ulid);
  // A private battle appears only when the server listed it (the player sits in it); updates never add one.
  const known = rest.length !== list.battles.length;
  const live = (!battle.isPrivate || known) && (battle.status === 'created' || battle.status === 'started');
  if (!live) return rest.length === list.battles.length ? list : { ...list, battles: rest };
  return { ...list, battles: [...rest, battle].sort(compare(sort)).slice(0, LIVE_LIST_LIMIT) };
}
