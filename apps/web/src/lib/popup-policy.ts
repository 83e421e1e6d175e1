/**
 * When a popup or banner may open by itself (the welcome offer, the info popup, a prize, a promo link, the scam
 * warning, the push prompt). It never interrupts play, never greets a player the moment a page loads, and an offer
 * the player has seen does not come back.
 */

/** Quiet time after the page loads: the player's first clicks are theirs. */
export const LANDING_QUIET_MS = 10_000;

/**
 * What kind of screen a route is: `game` (a case, a battle, Techies, an upgrade or a contract, where the player is
 * playing or reading a result), `payment` (paying, the card form, the landing), or any other `page`.
 */
export type RouteKind = 'game' | 'payment' | 'page';

const GAME = [/^\/open\/./, /^\/battles\/(?!create$|details$|history$|statistics$)[^/]+$/, /^\/sapper$/, /^\/upgrades$/, /^\/contracts$/];
const PAYMENT = [/^\/refill(\/|$)/, /^\/cardform$/, /^\/land1$/];

export function routeKind(pathname: string): RouteKind {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (GAME.some((r) => r.test(path))) return 'game';
  if (PAYMENT.some((r) => r.test(path))) return 'payment';
  return 'page';
}

export interface SelfOpeningContext {
  route: RouteKind;
  /** Milliseconds since the page loaded. */
  sinceLandingMs: number;
  /** Whether this popup was already shown to this player (an offer shows once). */
  alreadyShown: boolean;
}

/** Whether a popup may open by itself now: not over play or payment, not in the landing's quiet time, not twice. */
export function mayOpenByItself(c: SelfOpeningContext): boolean {
  return c.route === 'page' && c.sinceLandingMs >= LANDING_QUIET_MS && !c.alreadyShown;
}
