import { describe, expect, it } from 'vitest';
import { currentTracking, sessionPayload, SESSION_TIMEOUT_MS, startsNewSession } from './analytics-session';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('analytics session', () => {
  it('remembers tracking parameters from the URL and reuses them later', () => {
    const storage = memoryStorage();
    expect(currentTracking(storage, '?utm_source=vk&utm_campaign=autumn&x=1')).toEqual({ utm_source: 'vk', utm_campaign: 'autumn' });
    expect(currentTracking(storage, '')).toEqual({ utm_source: 'vk', utm_campaign: 'autumn' });
  });

  it('starts a session on the first visit, after the timeout, and on a new campaign', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(startsNewSession(storage, {}, t0)).toBe(true);
    expect(startsNewSession(storage, {}, t0 + 1000)).toBe(false);
    expect(startsNewSession(storage, {}, t0 + 1000 + SESSION_TIMEOUT_MS + 1)).toBe(true);
    expect(startsNewSession(storage, { utm_campaign: 'new' }, t0 + 2000 + SESSION_TIMEOUT_MS)).toBe(true);
    expect(startsNewSession(storage, { utm_campaign: 'new' }, t0 + 3000 + SESSION_TIMEOUT_MS)).toBe(false);
  });

  it('builds the payload with the page URL, referrer and tracking fields', () => {
    expect(sessionPayload({ utm_source: 'tg' }, 'https://site/?utm_source=tg', 'https://ref/')).toEqual({
      session_url: 'https://site/?utm_source=tg',
      referrer: 'https://ref/',
      utm_source: 'tg',
    });
  });
});
