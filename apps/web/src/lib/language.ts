import { callApi } from './api/call';
import { usersApi } from './api/endpoints/users';
import { readCookie, writeCookie } from './cookies';

/** The language cookie: every call sends it as the client-language header. */
export const LANGUAGE_COOKIE = 'lang';
/** The language cookie lives 365 days. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const DEFAULT_LANGUAGE = 'ru';

export function savedLanguage(): string | null {
  return readCookie(LANGUAGE_COOKIE);
}

/**
 * Saves the language: in the `lang` cookie for 365 days and, for a signed-in player, on the server
 * (POST /v1/users/lang/change). A failed save on the server is ignored: the cookie still carries the language.
 */
export async function saveLanguage(code: string, signedIn: boolean): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, code, LANGUAGE_COOKIE_MAX_AGE_S);
  if (!signedIn) return;
  try {
    await callApi(usersApi.langChange, { request: { code } });
  } catch {
    // Silently ignored, as the language still rides on the cookie.
  }
}
