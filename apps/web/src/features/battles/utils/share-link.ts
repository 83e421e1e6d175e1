import { paths } from '../../../config/paths';
import type { Battle } from '../types';

/** The query parameter that carries a private battle's invite in its share link. */
const INVITE_PARAM = 'invite';

/**
 * How often a page that sees a private battle only through its link refreshes it: such a battle is
 * never on the public channel and the viewer has no seat, so nothing is pushed to them.
 */
export const LINK_VIEW_REFRESH_MS = 3000;

/** The link that lets others see a battle; a private battle's link carries its invite, without which it cannot be seen or joined. */
export function battleShareLink(origin: string, battle: Pick<Battle, 'ulid' | 'invite'>): string {
  const path = paths.battle(battle.ulid);
  return battle.invite ? `${origin}${path}?${new URLSearchParams({ [INVITE_PARAM]: battle.invite })}` : `${origin}${path}`;
}

/** The invite of the page's address, if it has one. */
export function inviteOf(search: URLSearchParams): string | undefined {
  return search.get(INVITE_PARAM) || undefined;
}

/** A private battle still in play, seen by someone without a seat: refreshed on a timer (no channel tells them). */
export function linkViewRefresh(battle: Pick<Battle, 'isPrivate' | 'status' | 'members'> | undefined, userId: number | null): number | false {
  if (!battle?.isPrivate || (battle.status !== 'created' && battle.status !== 'started')) return false;
  return battle.members.some((m) => m.user.id === userId) ? false : LINK_VIEW_REFRESH_MS;
}
