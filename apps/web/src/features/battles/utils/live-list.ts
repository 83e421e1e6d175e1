import type { Battle, BattleList, BattleSort } from '../types';

/** How many battles the live list shows at most. */
export const LIVE_LIST_LIMIT = 60;

function compare(sort: BattleSort) {
  return (a: Battle, b: Battle) =>
    sort === 'price' ? b.price - a.price || b.createdAt.localeCompare(a.createdAt) : b.createdAt.localeCompare(a.createdAt);
}

/**
 * Applies one `battles_battle_updated` to a live list: open and running public battles are added or
 * replaced in sort order; finished, cancelled and private ones leave it.
 */
export function mergeBattle(list: BattleList, battle: Battle, sort: BattleSort): BattleList {
  const rest = list.battles.filter((b) => b.ulid !== battle.ulid);
  const live = !battle.isPrivate && (battle.status === 'created' || battle.status === 'started');
  if (!live) return rest.length === list.battles.length ? list : { ...list, battles: rest };
  return { ...list, battles: [...rest, battle].sort(compare(sort)).slice(0, LIVE_LIST_LIMIT) };
}

/** The battle carried by a realtime event (`{battle}` or the battle itself), or null. */
export function battleOfEvent(event: Record<string, unknown>): Battle | null {
  const candidate = (typeof event.battle === 'object' && event.battle !== null ? event.battle : event) as Partial<Battle>;
  return typeof candidate.ulid === 'string' && typeof candidate.status === 'string' && Array.isArray(candidate.members)
    ? (candidate as Battle)
    : null;
}
