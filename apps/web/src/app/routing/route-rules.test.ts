import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/storage';
import {
  cutQueryAtUtm,
  entryRedirect,
  fairPagesRedirect,
  fairCheckGuard,
  guardOutcome,
  GUARDS,
  guardRedirect,
  isFreshAccount,
  opensRegistration,
  PATH_RULES,
  profileRedirect,
  rememberFirstQuery,
  SAVED_QUERY_KEY,
  scrollOnNavigate,
  trailingSlashTarget,
} from './route-rules';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('trailing slash', () => {
  it('removes trailing slashes but keeps the root', () => {
    expect(trailingSlashTarget('/faq/')).toBe('/faq');
    expect(trailingSlashTarget('/battles/history//')).toBe('/battles/history');
    expect(trailingSlashTarget('/')).toBeNull();
    expect(trailingSlashTarget('/faq')).toBeNull();
  });

  it('redirects keeping the query and the hash', () => {
    expect(entryRedirect(url('/faq/', '?a=1', '#q-19'))).toBe('/faq?a=1#q-19');
    expect(entryRedirect(url('/faq', '?a=1'))).toBeNull();
  });
});

describe('u_tm', () => {
  it('sends any URL carrying u_tm to /refill', () => {
    expect(entryRedirect(url('/', '?u_tm=abc'))).toBe('/refill');
    expect(entryRedirect(url('/battles/', '?x=1&u_tm=1'))).toBe('/refill');
  });

  it('cuts the saved query from u_tm onward', () => {
    expect(cutQueryAtUtm('?utm_source=vk&u_tm=1&x=2')).toBe('?utm_source=vk');
    expect(cutQueryAtUtm('?u_tm=1')).toBe('');
    expect(cutQueryAtUtm('?offerId=5')).toBe('?offerId=5');
  });
});

describe('aliases and configured redirects', () => {
  it('maps the route aliases', () => {
    expect(PATH_RULES).toMatchObject({
      '/ninja-defuse': '/sapper',
      '/techies': '/sapper',
      '/privacy-policy': '/event-condition',
      '/newCases': '/event/new-cases',
    });
    expect(entryRedirect(url('/techies/', '?ref=1'))).toBe('/sapper?ref=1');
    expect(entryRedirect(url('/privacy-policy'))).toBe('/event-condition');
    expect(entryRedirect(url('/sapper'))).toBeNull();
  });
});

describe('first query', () => {
  it('saves only the first query string seen, cut at u_tm', () => {
    const storage = memoryStorage();
    rememberFirstQuery(storage, '');
    expect(storage.data.size).toBe(0);
    rememberFirstQuery(storage, '?utm_source=tg&offerId=7&rollId=3&u_tm=1');
    rememberFirstQuery(storage, '?later=1');
    expect(storage.getItem(SAVED_QUERY_KEY)).toBe('?utm_source=tg&offerId=7&rollId=3');
  });
});

describe('guards', () => {
  it('decides the refill pair', () => {
    expect(guardRedirect(GUARDS.refill, false)).toBe('/refill/unauth');
    expect(guardRedirect(GUARDS.refill, true)).toBeNull();
    expect(guardRedirect(GUARDS.refillUnauth, true)).toBe('/refill');
    expect(guardRedirect(GUARDS.refillUnauth, false)).toBeNull();
  });

  it('sends guests of battles create/statistics to the battles and of provably-fair pages to the instructions', () => {
    expect(guardRedirect(GUARDS.battlesSignedIn, false)).toBe('/battles');
    expect(guardRedirect(GUARDS.fairSignedIn, false)).toBe('/provably-fair/instructions');
    expect(guardRedirect(GUARDS.fairSignedIn, true)).toBeNull();
  });

  it('asks a guest of a signed-in page to sign in and brings them back to it', () => {
    expect(guardOutcome(GUARDS.battlesSignedIn, false, '/battles/create')).toEqual({ redirect: '/battles', signInReturnTo: '/battles/create' });
    expect(guardOutcome(GUARDS.fairSignedIn, false, '/provably-fair/check?opening=7')).toEqual({
      redirect: '/provably-fair/instructions',
      signInReturnTo: '/provably-fair/check?opening=7',
    });
    expect(guardOutcome(GUARDS.battlesSignedIn, true, '/battles/create')).toEqual({ redirect: null, signInReturnTo: null });
    // A guest-only page sends a signed-in visitor away without any dialog.
    expect(guardOutcome(GUARDS.landing, true, '/land1')).toEqual({ redirect: '/', signInReturnTo: null });
    expect(guardOutcome(GUARDS.refill, false, '/refill')).toEqual({ redirect: '/refill/unauth', signInReturnTo: null });
  });

  it('lets anyone check a battle or a Techies game, and keeps the records of one player behind the guard', () => {
    expect(fairCheckGuard('?battle=01J0000000000000000000000')).toBeNull();
    expect(fairCheckGuard('?techies=12')).toBeNull();
    expect(fairCheckGuard('?opening=7')).toBeNull();
    expect(fairCheckGuard('?upgrade=7')).toBe(GUARDS.fairSignedIn);
    expect(fairCheckGuard('?battle=')).toBe(GUARDS.fairSignedIn);
    expect(fairCheckGuard('')).toBe(GUARDS.fairSignedIn);
  });

  it('sends signed-in users away from the landing', () => {
    expect(guardRedirect(GUARDS.landing, true)).toBe('/');
    expect(guardRedirect(GUARDS.landing, false)).toBeNull();
  });

  it('resolves /profile', () => {
    expect(profileRedirect(42)).toBe('/profile/42');
    expect(profileRedirect(null)).toBe('/');
  });
});

describe('URL markers', () => {
  it('opens registration on #reg for guests only', () => {
    expect(opensRegistration('#reg', false)).toBe(true);
    expect(opensRegistration('#reg', true)).toBe(false);
    expect(opensRegistration('#faq', false)).toBe(false);
  });

  it('recognises new_user=1', () => {
    expect(isFreshAccount('?new_user=1')).toBe(true);
    expect(isFreshAccount('?new_user=0')).toBe(false);
  });
});

describe('event routes', () => {
  it('applies the scroll rules', () => {
    expect(scrollOnNavigate('/event', '/event/new-cases')).toBe('keep');
    expect(scrollOnNavigate('/', '/event/coin-cases')).toBe('top');
    expect(scrollOnNavigate('/event', '/event/coin-cases')).toBe('keep');
    expect(scrollOnNavigate('/event/coin-cases', '/event/top')).toBe('top');
    expect(scrollOnNavigate('/faq', '/faq')).toBe('keep');
  });
});

describe('fairPagesRedirect', () => {
  it('sends the provably-fair pages home when the flag is off and keeps them when it is on', () => {
    expect(fairPagesRedirect({ provablyFair: false })).toBe('/');
    expect(fairPagesRedirect({ provablyFair: true })).toBeNull();
  });

  it('keeps the pages when the configuration cannot be read', () => {
    expect(fairPagesRedirect(null)).toBeNull();
  });
});
