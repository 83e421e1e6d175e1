import { randomBytes } from 'node:crypto';
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
}

/** A fresh unguessable state (256 bits). */
export function newState(): string {
  return randomBytes(32).toString('base64url');
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
      fresh: sql<boolean>`${oauthStates.createdAt} > now() - ${STATE_TTL}`,
    });
  if (!row?.fresh || row.provider !== provider) return null;
  return { provider, codeVerifier: row.codeVerifier, redirectTo: row.redirectTo };
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
