/** The routing rules as pure functions; the router and its loaders only apply them. */
import { paths } from '../../config/paths';
import { SAVED_QUERY_KEY } from '../../lib/saved-query';
import type { KeyValueStorage } from '../../lib/storage';

/** Path rules: aliases and configured redirects. A target with a scheme is external (a full page load). */
export const PATH_RULES: Readonly<Record<string, string>> = {
  '/ninja-defuse': paths.sapper,
  '/techies': paths.sapper,
  '/privacy-policy': paths.eventCondition,
  '/newCases': paths.eventNewCases,
  '/new-cases': paths.eventNewCases,
};

const REFILL_QUERY_PARAM = 'u_tm';

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The path without trailing slashes, or null when there is none to remove ('/' stays). */
export function trailingSlashTarget(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Where an incoming URL must go before anything renders, or null: a `u_tm` query goes to /refill,
 * trailing slashes are removed (query and hash kept), aliases and configured redirects are applied.
 */
export function entryRedirect({ pathname, search, hash }: UrlParts): string | null {
  if (new URLSearchParams(search).has(REFILL_QUERY_PARAM)) return paths.refill;
  const trimmed = trailingSlashTarget(pathname) ?? pathname;
  const rule = PATH_RULES[trimmed];
  if (rule) return /^[a-z]+:\/\//i.test(rule) ? rule : `${rule}${search}${hash}`;
  return trimmed === pathname ? null : `${trimmed}${search}${hash}`;
}

type Access = 'signedIn' | 'guest';

export interface Guard {
  need: Access;
  otherwise: string;
  /** A guest is also asked to sign in, and comes back to the guarded page once signed in. */
  signIn?: boolean;
}

/** Route guards: pages for signed-in players only or for guests only, and where the others go. */
export const GUARDS = {
  refill: { need: 'signedIn', otherwise: paths.refillUnauth },
  refillUnauth: { need: 'guest', otherwise: paths.refill },
  landing: { need: 'guest', otherwise: paths.home },
  battlesSignedIn: { need: 'signedIn', otherwise: paths.battles, signIn: true },
  fairSignedIn: { need: 'signedIn', otherwise: paths.fairInstructions, signIn: true },
  responsiblePlaySettings: { need: 'signedIn', otherwise: paths.responsiblePlay, signIn: true },
} as const satisfies Record<string, Guard>;

/**
 * Records anyone may check without an account: an opening, a finished battle and a finished Techies game are
 * public (the server answers them to guests, so a shared «Проверить» link works). The check page needs a session
 * only for the player's own records.
 */
const PUBLIC_CHECK_PARAMS = ['opening', 'battle', 'techies'] as const;

/** The guard of /provably-fair/check for this query string, or null when it checks a public record. */
export function fairCheckGuard(search: string): Guard | null {
  const params = new URLSearchParams(search);
  return PUBLIC_CHECK_PARAMS.some((name) => params.get(name)) ? null : GUARDS.fairSignedIn;
}

/** The redirect a guard asks for, or null when the visitor may stay. */
export function guardRedirect(guard: Guard, signedIn: boolean): string | null {
  const allowed = guard.need === 'signedIn' ? signedIn : !signedIn;
  return allowed ? null : guard.otherwise;
}

export interface GuardOutcome {
  /** Where the visitor goes instead, or null when they may stay. */
  redirect: string | null;
  /** The page to come back to after signing in, when the sign-in modal should open. */
  signInReturnTo: string | null;
}

/** A guard applied to a requested page (path and query): the redirect and whether to ask the guest to sign in. */
export function guardOutcome(guard: Guard, signedIn: boolean, requested: string): GuardOutcome {
  const target = guardRedirect(guard, signedIn);
  return { redirect: target, signInReturnTo: target !== null && guard.signIn === true && !signedIn ? requested : null };
}

/** /profile: a signed-in user goes to their own profile, a guest home. */
/**
 * The provably-fair pages while the site has them switched off: home. An unreadable configuration keeps them
 * (the site's own defaults have them on).
 */
export function fairPagesRedirect(features: { provablyFair: boolean } | null): string | null {
  return features && !features.provablyFair ? paths.home : null;
}

export function profileRedirect(userId: number | null): string {
  return userId === null ? paths.home : paths.profile(userId);
}

export { SAVED_QUERY_KEY };

/** The query string with anything from the `u_tm` parameter onward cut off (`?u_tm=` or `&u_tm=`). */
export function cutQueryAtUtm(search: string): string {
  const match = /[?&]u_tm=/.exec(search);
  const cut = match ? search.slice(0, match.index) : search;
  return cut === '?' ? '' : cut;
}

/** Saves the first query string seen in this tab; later ones are ignored. */
export function rememberFirstQuery(storage: KeyValueStorage | null, search: string): void {
  if (!storage || storage.getItem(SAVED_QUERY_KEY) !== null) return;
  const query = cutQueryAtUtm(search);
  if (query && query !== '?') storage.setItem(SAVED_QUERY_KEY, query);
}

/** Scroll rules of the event routes: new-cases keeps its position, coin-cases goes up only coming from '/'. */
export function scrollOnNavigate(previousPath: string | null, nextPath: string): 'top' | 'keep' {
  if (previousPath === nextPath) return 'keep';
  if (nextPath === paths.eventNewCases) return 'keep';
  if (nextPath === paths.eventCoinCases) return previousPath === paths.home ? 'top' : 'keep';
  return 'top';
}

/** A `#reg` hash opens registration for a guest. */
export const opensRegistration = (hash: string, signedIn: boolean): boolean => !signedIn && hash.includes('#reg');

/** `new_user=1` marks a freshly created account. */
export const isFreshAccount = (search: string): boolean => new URLSearchParams(search).get('new_user') === '1';
