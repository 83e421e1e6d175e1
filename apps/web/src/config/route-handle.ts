/** Pages that show a "coming soon" state until their issue lands (keys of the `pages` namespace). */
export type SoonPage =
  | 'sapper'
  | 'bonuses'
  | 'dailyCases'
  | 'leaderboard'
  | 'offersShop'
  | 'event'
  | 'eventTop'
  | 'eventNewCases'
  | 'eventCoinCases'
  | 'top'
  | 'profile';

/** Route meta (React Router `handle`). */
export interface RouteHandle {
  page?: SoonPage;
  /** The cookie consent bar stays hidden on this route. */
  hideConsent?: boolean;
  /** The page sits under a section title bar, so its own heading is an h2. */
  inSection?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
