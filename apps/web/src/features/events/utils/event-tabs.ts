import type { EventSettings } from '@tastydrop/domain';
import { paths } from '../../../config/paths';

export type EventTabId = 'overview' | 'newCases' | 'coinCases' | 'top' | 'raffle' | 'techies';
export interface EventTab {
  id: EventTabId;
  to: string;
  end?: boolean;
}

/** Every tab while the event's own list is unknown (loading, or the settings failed): the Techies tab needs the list. */
const UNKNOWN: EventTab['id'][] = ['overview', 'newCases', 'coinCases', 'top', 'raffle'];

const TAB: Record<EventTabId, EventTab> = {
  overview: { id: 'overview', to: paths.event, end: true },
  newCases: { id: 'newCases', to: paths.eventNewCases },
  coinCases: { id: 'coinCases', to: paths.eventCoinCases },
  top: { id: 'top', to: paths.eventTop },
  raffle: { id: 'raffle', to: paths.eventRaffle },
  techies: { id: 'techies', to: paths.sapper },
};

/**
 * The event's tabs from its `activeTabs`: the overview always; new cases with NewCases; the coin cases (where the
 * battle pass coins are spent) with TastyBattlePass; the top and its raffle with Top; Techies with Techies while
 * the site's Techies flag is on. The free cases live on the overview.
 */
export function eventTabs(activeTabs: EventSettings['activeTabs'] | null, techiesOn: boolean): EventTab[] {
  if (!activeTabs) return UNKNOWN.map((id) => TAB[id]);
  const on = new Set(activeTabs);
  const ids: EventTabId[] = ['overview'];
  if (on.has('NewCases')) ids.push('newCases');
  if (on.has('TastyBattlePass')) ids.push('coinCases');
  if (on.has('Top')) ids.push('top', 'raffle');
  if (on.has('Techies') && techiesOn) ids.push('techies');
  return ids.map((id) => TAB[id]);
}
