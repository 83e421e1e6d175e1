import { describe, expect, it } from 'vitest';
import { PUSH_BANNER_DISMISS_DELAY_MS, permissionOutcome, shouldShowPushBanner, type PushBannerState } from './push-banner-rules';

const now = 1_800_000_000_000;
const base: PushBannerState = {
  pushAvailable: true,
  loggedIn: true,
  subscribed: false,
  dismissedAt: null,
  now,
  missionProgress: 0,
  pathname: '/',
  sinceLandingMs: 60_000,
  cookieBarDismissed: true,
  ios: false,
  installed: false,
};

describe('push banner rules', () => {
  it('shows when every condition holds', () => {
    expect(shouldShowPushBanner(base)).toBe(true);
  });
  it('needs the push client', () => {
    expect(shouldShowPushBanner({ ...base, pushAvailable: false })).toBe(false);
  });
  it('needs a signed-in player who is not subscribed', () => {
    expect(shouldShowPushBanner({ ...base, loggedIn: false })).toBe(false);
    expect(shouldShowPushBanner({ ...base, subscribed: true })).toBe(false);
  });
  it('stays away during the dismiss delay after a decline, and comes back after it', () => {
    expect(shouldShowPushBanner({ ...base, dismissedAt: now - 1000 })).toBe(false);
    expect(shouldShowPushBanner({ ...base, dismissedAt: now - PUSH_BANNER_DISMISS_DELAY_MS })).toBe(true);
  });
  it('hides once the mission is done', () => {
    expect(shouldShowPushBanner({ ...base, missionProgress: 3 })).toBe(false);
    expect(shouldShowPushBanner({ ...base, missionProgress: 2 })).toBe(true);
  });
  it('is not shown on excluded routes', () => {
    expect(shouldShowPushBanner({ ...base, pathname: '/refill' })).toBe(false);
    expect(shouldShowPushBanner({ ...base, pathname: '/refill/result' })).toBe(false);
    expect(shouldShowPushBanner({ ...base, pathname: '/daily-cases' })).toBe(true);
  });
  it('never covers a game', () => {
    for (const pathname of ['/open/tasty-start', '/battles/abc123', '/sapper', '/upgrades', '/contracts']) {
      expect(shouldShowPushBanner({ ...base, pathname })).toBe(false);
    }
  });
  it('waits for the cookie bar to be dismissed', () => {
    expect(shouldShowPushBanner({ ...base, cookieBarDismissed: false })).toBe(false);
  });
  it('waits out the quiet time after the page loads', () => {
    expect(shouldShowPushBanner({ ...base, sinceLandingMs: 3_000 })).toBe(false);
  });
  it('on iOS only in the installed app', () => {
    expect(shouldShowPushBanner({ ...base, ios: true })).toBe(false);
    expect(shouldShowPushBanner({ ...base, ios: true, installed: true })).toBe(true);
  });
  it('maps the permission answer: granted subscribes, default asks, otherwise denied (PWA variant when installed)', () => {
    expect(permissionOutcome('granted', false)).toBe('subscribe');
    expect(permissionOutcome('default', false)).toBe('ask');
    expect(permissionOutcome('denied', false)).toBe('denied');
    expect(permissionOutcome('denied', true)).toBe('deniedPwa');
  });
});
