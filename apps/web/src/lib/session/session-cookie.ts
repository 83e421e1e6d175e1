import { deleteCookie, readCookie } from '../cookies';

/** Readable companion of the HttpOnly `tastyToken` cookie, set by the server with the same lifetime. */
const SESSION_FLAG_COOKIE = 'tastyLoggedIn';

export function hasSessionCookie(): boolean {
  return readCookie(SESSION_FLAG_COOKIE) === '1';
}

export function clearSessionCookie(): void {
  deleteCookie(SESSION_FLAG_COOKIE);
}
