import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { AuthProvider } from '@tastydrop/domain';
import type { DbOrTx } from '../../../platform/db/index.js';
import { oauthStates } from '../../../platform/db/schema/index.js';

/** A sign-in must come back within this long (database clock). */
const STATE_TTL = sql`interval '10 minutes'`;

export interface SavedState {
  provider: AuthProvider;
  codeVerifier: string | null;
  redirectTo: string;
  /** The player confirmed being 18 or older when starting. */
  adult: boolean;
}

/** The cookie that binds a sign-in to the browser that started it (HttpOnly, SameSite=Lax, for the sign-in's lifetime). */
export const OAUTH_BINDING_COOKIE = 'tastyOAuth';
/** Where the binding cookie is sent: the start and the callback of every provider. */
export const OAUTH_BINDING_PATH = '/api/v1/auth';
/** How long the binding cookie lives, in seconds: as long as a state is honoured. */
export const OAUTH_BINDING_MAX_AGE_S = 10 * 60;

/** A fresh unguessable binding (256 bits) for the browser's cookie. */
export function newBinding(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The state sent to the provider: the SHA-256 of the browser's binding. The callback recomputes it from the
 * cookie, so a callback opened in another browser (login CSRF) is refused, and the URL, which the provider
 * and logs see, never carries the binding itself.
 */
export function stateOfBinding(binding: string): string {
  return createHash('sha256').update(binding).digest('base64url');
}

/** Whether `state` is the state of this browser's `binding` (constant time). */
export function stateMatchesBinding(state: string, binding: string | undefined): boolean {
  if (!binding) return false;
  const expected = Buffer.from(stateOfBinding(binding));
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Stores a state and purges the expired ones. */
export async function saveState(db: DbOrTx, state: string, saved: SavedState): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.createdAt, sql`now() - ${STATE_TTL}`));
  await db.insert(oauthStates).values({ state, ...saved });
}

/** Takes a state out (single use); null when unknown, expired or issued for another provider. */
export async function consumeState(db: DbOrTx, state: string, provider: AuthProvider): Promise<SavedState | null> {
  const [row] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.state, state))
    .returning({
      provider: oauthStates.provider,
      codeVerifier: oauthStates.codeVerifier,
      redirectTo: oauthStates.redirectTo,
      adult: oauthStates.adult,
      fresh: sql<boolean>`${oauthStates.createdAt} > now() - ${STATE_TTL}`,
    });
  if (!row?.fresh || row.provider !== provider) return null;
  return { provider, codeVerifier: row.codeVerifier, redirectTo: row.redirectTo, adult: row.adult };
}

const ORIGIN = 'http://same-site.invalid';

/** The path to return to after sign-in: a same-site path starting with `/`, anything else becomes `/`. */
export function safeRedirectPath(value: string | undefined): string {
  if (!value?.startsWith('/')) return '/';
  const url = new URL(value, ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/\host`, `/<tab>/host` and `/a/..//host` normalise to another host or to `//host`, which browsers follow off-site.
  return url.origin === ORIGIN && !path.startsWith('//') ? path : '/';
}

/** The saved path with `new_user=1` added to its query. */
export function withNewUserFlag(path: string): string {
  const url = new URL(path, ORIGIN);
  url.searchParams.set('new_user', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
