import type { AuthProvider, Game } from '@tastydrop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { SessionMeta } from '../../../platform/http/session-store.js';
import { openSession } from '../open-session.js';
import { findOrCreateOAuthUser } from './find-or-create-oauth-user.js';
import { confirmAge } from '../../users/confirm-age.js';
import { consumeState, stateMatchesBinding, withNewUserFlag } from './oauth-state.js';
import { ProviderError, type ProviderClient } from './types.js';

export interface CallbackRequest {
  provider: AuthProvider;
  /** The callback URL as the provider built it (public base URL + path + raw query). */
  url: string;
  /** The binding cookie of the browser at the callback, if it holds one. */
  binding: string | undefined;
  meta: SessionMeta;
  log: FastifyBaseLogger;
}

export type SignInResult =
  | { ok: true; accessToken: string; location: string }
  | { ok: false; location: string };

const failure = (code: 'provider_error' | 'provider_not_configured'): SignInResult => ({ ok: false, location: `/?auth_error=${code}` });

/**
 * Finishes an external sign-in: checks that this browser started it (its binding cookie gives the state),
 * takes the state out, lets the provider verify its answer, finds or creates the account and opens a session.
 * Never throws: any failure is logged and becomes a redirect.
 */
export async function completeSignIn(db: Db, game: Game, client: ProviderClient | null, request: CallbackRequest): Promise<SignInResult> {
  const { provider, log } = request;
  if (!client) return failure('provider_not_configured');
  const query = new URL(request.url).searchParams;
  try {
    const state = query.get('state');
    // Checked before the state is taken out, so a lured browser cannot spend the state of the one that started.
    if (!state || !stateMatchesBinding(state, request.binding)) throw new ProviderError('sign-in not started in this browser');
    const saved = await consumeState(db, state, provider);
    if (!saved) throw new ProviderError('unknown, expired or reused state');
    const denied = query.get('error');
    if (denied) throw new ProviderError(`provider returned error=${denied.slice(0, 64)}`);
    const profile = await client.complete({ url: request.url, query, state, codeVerifier: saved.codeVerifier, log });
    const { userId, created } = await findOrCreateOAuthUser(db, game, provider, profile, request.meta);
    if (saved.adult) await confirmAge(db, userId);
    const accessToken = await openSession(db, userId, request.meta);
    return { ok: true, accessToken, location: created ? withNewUserFlag(saved.redirectTo) : saved.redirectTo };
  } catch (error) {
    log.warn({ provider, reason: describe(error) }, 'external sign-in failed');
    return failure('provider_error');
  }
}

/** A log line's worth of the cause: the message and, for OAuth errors, the provider's error code. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${typeof code === 'string' ? ` [${code}]` : ''}${cause}`;
}
