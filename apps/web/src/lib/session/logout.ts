import type { QueryClient } from '@tanstack/react-query';
import { useSessionFlag } from '../../stores/session-store';
import { setAccessToken } from '../api-client';
import { callApi } from '../api/call';
import { authApi } from '../api/endpoints/auth';
import { clearFinance } from './finance-store';
import { clearSessionCookie } from './session-cookie';
import { queryKeys } from '../query-keys';

/** GET /nitro-api/logout: revokes the session and clears both cookies. */
function requestLogout(): Promise<unknown> {
  return callApi(authApi.nitroLogout);
}

/** Ends a session the server no longer accepts: clears the cookies and resets the user query, without a reload. */
export async function endSession(client: QueryClient): Promise<void> {
  setAccessToken(null);
  clearSessionCookie();
  useSessionFlag.getState().setFlagged(false);
  client.removeQueries({ queryKey: queryKeys.users.me });
  clearFinance();
  await requestLogout().catch(() => undefined);
}

/** The user signs out: revoke, clear the cookie and reload the app. */
export async function signOut(): Promise<void> {
  setAccessToken(null);
  await requestLogout().catch(() => undefined);
  clearSessionCookie();
  window.location.reload();
}

/** "Sign out everywhere": every session of the player ends (other devices too), then this app reloads signed out. */
export async function signOutEverywhere(): Promise<void> {
  await callApi(authApi.revokeAll).catch(() => undefined);
  setAccessToken(null);
  clearSessionCookie();
  window.location.reload();
}
