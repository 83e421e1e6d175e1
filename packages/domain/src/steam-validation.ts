/** Trade URL and platform login rules, shared by the server and the web form. */

export type TradeUrlError = 'steamUrlEmpty' | 'steamUrlValidation';
export type SteamLoginError =
  | 'steamLoginEmpty'
  | 'steamLoginLength'
  | 'steamLoginShort'
  | 'steamLoginValid'
  | 'steamLoginLatinFirst';

export const STEAM_LOGIN_MIN = 3;
export const STEAM_LOGIN_MAX = 32;
/**
 * How many accounts may name one platform login (compared without case): a login shared wider is a sign of
 * accounts run together, so a further account is refused it (`steamLogin`), and so is a withdrawal to it.
 */
export const STEAM_LOGIN_MAX_ACCOUNTS = 3;

const TRADE_URL =
  /^(?:https?:\/\/)?(?:www\.)?steamcommunity\.com\/tradeoffer\/new\/?\?partner=(\d+)&token=([A-Za-z0-9_-]+)$/;

/** Returns the message key of the first broken rule, or null when the trade URL is valid. */
export function validateTradeUrl(value: string): TradeUrlError | null {
  const url = value.trim();
  if (url === '') return 'steamUrlEmpty';
  return TRADE_URL.test(url) ? null : 'steamUrlValidation';
}

/** The partner id (a 32-bit account id) of a valid trade URL. */
export function tradeUrlPartner(value: string): string | null {
  return TRADE_URL.exec(value.trim())?.[1] ?? null;
}

/** The partner id and the access token of a valid trade URL (what a marketplace's buy-for asks for). */
export function tradeUrlParts(value: string): { partner: string; token: string } | null {
  const match = TRADE_URL.exec(value.trim());
  return match ? { partner: match[1]!, token: match[2]! } : null;
}

/** Returns the message key of the first broken rule, or null when the login is valid. */
export function validateSteamLogin(value: string): SteamLoginError | null {
  const login = value.trim();
  if (login === '') return 'steamLoginEmpty';
  if (login.length > STEAM_LOGIN_MAX) return 'steamLoginLength';
  if (login.length < STEAM_LOGIN_MIN) return 'steamLoginShort';
  if (!/^[A-Za-z0-9_]+$/.test(login)) return 'steamLoginValid';
  if (!/^[A-Za-z]/.test(login)) return 'steamLoginLatinFirst';
  return null;
}
