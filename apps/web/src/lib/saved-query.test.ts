import { describe, expect, it } from 'vitest';
import { clearSavedOfferQuery, SAVED_QUERY_KEY } from './saved-query';

function memory(initial?: string) {
  const data = new Map<string, string>(initial ? [[SAVED_QUERY_KEY, initial]] : []);
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('clearSavedOfferQuery', () => {
  it('clears offerId and rollId and keeps the rest', () => {
    const storage = memory('?utm_source=tg&offerId=7&rollId=3');
    clearSavedOfferQuery(storage);
    expect(storage.getItem(SAVED_QUERY_KEY)).toBe('?utm_source=tg');
  });

  it('drops the saved query when nothing else is left, and does nothing without one', () => {
    const storage = memory('?offerId=7&rollId=3');
    clearSavedOfferQuery(storage);
    expect(storage.data.size).toBe(0);
    clearSavedOfferQuery(storage);
    clearSavedOfferQuery(null);
    expect(storage.data.size).toBe(0);
  });
});
