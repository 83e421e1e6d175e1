import type { KeyValueStorage } from './storage';

/** Where the first query string seen in the tab is kept (app/routing saves it). */
export const SAVED_QUERY_KEY = 'savedQuery';

/** The saved query's one-time keys: an offer and a roll that a link brought, cleared once used. */
const SAVED_ONE_TIME_KEYS = ['offerId', 'rollId'] as const;

/** Clears `offerId` and `rollId` from the saved query, keeping the rest (and dropping it when nothing is left). */
export function clearSavedOfferQuery(storage: KeyValueStorage | null): void {
  const saved = storage?.getItem(SAVED_QUERY_KEY);
  if (!storage || !saved) return;
  const params = new URLSearchParams(saved);
  for (const key of SAVED_ONE_TIME_KEYS) params.delete(key);
  const rest = params.toString();
  if (rest) storage.setItem(SAVED_QUERY_KEY, `?${rest}`);
  else storage.removeItem(SAVED_QUERY_KEY);
}
