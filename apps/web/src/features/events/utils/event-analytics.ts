import type { EventClickName } from '@tastydrop/domain';
import { paths } from '../../../config/paths';

/** The event page's tabs whose clicks are counted, by the path they open. */
const TABS: Record<string, EventClickName> = {
  [paths.event]: 'overview_tab',
  [paths.eventCoinCases]: 'spend_coins_tab',
  [paths.eventTop]: 'top_players_tab',
};

/** The event page's blocks whose clicks are counted, by the path they open. */
const BLOCKS: Record<string, EventClickName> = {
  [paths.eventNewCases]: 'cases',
  [paths.battles]: 'battles',
  [paths.upgrades]: 'upgrades',
  '/missions': 'missions',
  [paths.offersShop]: 'secret_shop',
  [paths.event]: 'battle_pass',
  [paths.eventTop]: 'top',
  [paths.eventCoinCases]: 'coins',
};

/**
 * The analytics event of a click on the event page, or null when the click is not counted: a tab of the
 * event's header, a block leading elsewhere (with the place of its button: the page it was on and the block), or
 * a button marked with `data-event-click`.
 */
export function eventClickOf(target: Element | null, currentPath: string): { name: EventClickName; place: string } | null {
  const marked = target?.closest<HTMLElement>('[data-event-click]');
  const marker = marked?.dataset.eventClick;
  const placeOf = (el: Element | null | undefined) => {
    const block = el?.closest<HTMLElement>('[data-event-place]')?.dataset.eventPlace;
    return `${currentPath}${block ? `#${block}` : ''}`.slice(0, 64);
  };
  if (marker === 'join_event' || marker === 'header_button') return { name: marker, place: placeOf(marked) };
  const link = target?.closest<HTMLAnchorElement>('a[href]');
  if (!link) return null;
  const to = new URL(link.href, 'http://site').pathname;
  if (link.closest('nav, [role="tablist"]') && TABS[to]) return { name: TABS[to], place: 'tabs' };
  const block = BLOCKS[to];
  return block && to !== currentPath ? { name: block, place: placeOf(link) } : null;
}
