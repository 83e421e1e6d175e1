import { describe, expect, it } from 'vitest';
import { LANDING_QUIET_MS, mayOpenByItself, routeKind, type RouteKind } from './popup-policy';

describe('route kinds', () => {
  it('calls a case, a battle, Techies, upgrades and contracts a game', () => {
    for (const path of ['/open/tasty-start', '/open/tasty-start/', '/battles/b7f3c2', '/sapper', '/upgrades', '/contracts']) {
      expect(routeKind(path)).toBe('game');
    }
  });
  it('calls paying and the landing a payment', () => {
    for (const path of ['/refill', '/refill/result', '/refill/unauth', '/cardform', '/land1']) expect(routeKind(path)).toBe('payment');
  });
  it('calls the battle lists and every other page a page', () => {
    for (const path of ['/', '/battles', '/battles/create', '/battles/history', '/battles/statistics', '/event', '/profile/7', '/daily-cases']) {
      expect(routeKind(path)).toBe('page');
    }
  });
});

describe('may a popup open by itself', () => {
  const kinds: RouteKind[] = ['game', 'payment', 'page'];
  const times = [0, 5_000, LANDING_QUIET_MS - 1, LANDING_QUIET_MS, 60_000];

  it('only on a plain page, after the quiet time of a landing, and only if not shown before', () => {
    for (const route of kinds) {
      for (const sinceLandingMs of times) {
        for (const alreadyShown of [false, true]) {
          const expected = route === 'page' && sinceLandingMs >= LANDING_QUIET_MS && !alreadyShown;
          expect(mayOpenByItself({ route, sinceLandingMs, alreadyShown }), `${route} ${sinceLandingMs} ${alreadyShown}`).toBe(expected);
        }
      }
    }
  });

  it('keeps a case page quiet however long the player stays', () => {
    expect(mayOpenByItself({ route: routeKind('/open/tasty-start'), sinceLandingMs: 3_600_000, alreadyShown: false })).toBe(false);
  });

  it('waits ten seconds after landing on the home page', () => {
    expect(LANDING_QUIET_MS).toBe(10_000);
    expect(mayOpenByItself({ route: 'page', sinceLandingMs: 3_000, alreadyShown: false })).toBe(false);
    expect(mayOpenByItself({ route: 'page', sinceLandingMs: 10_000, alreadyShown: false })).toBe(true);
  });
});
