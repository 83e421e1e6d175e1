import { generateCodeVerifier } from 'arctic';
import type { AuthProvider } from '@tastydrop/domain';
import type { Db } from '../../../platform/db/index.js';
import { AppError } from '../../../core/app-error.js';
import { newBinding, safeRedirectPath, saveState, stateOfBinding } from './oauth-state.js';
import type { ProviderClient } from './types.js';

/**
 * The provider's authorization URL for a new sign-in that returns to `redirect` (a same-site path), and the
 * binding the starting browser keeps in a cookie: the state is derived from it, so only that browser can finish.
 */
export async function startSignIn(
  db: Db,
  provider: AuthProvider,
  client: ProviderClient | null,
  redirect: string | undefined,
  adult = false,
): Promise<{ url: string; binding: string }> {
  if (!client) throw new AppError('provider_not_configured', { provider });
  const binding = newBinding();
  const state = stateOfBinding(binding);
  // Every provider gets a verifier; only those using PKCE (Google) put its challenge in the URL.
  const codeVerifier = generateCodeVerifier();
  await saveState(db, state, { provider, codeVerifier, redirectTo: safeRedirectPath(redirect), adult });
  return { url: client.authorizationUrl(state, codeVerifier).toString(), binding };
}
