import { describe, expect, it } from 'vitest';
import { isInstalledApp, shouldOfferPwaBonus } from './pwa-store';

const media = (standalone: boolean) => (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' });

describe('the installed-app check', () => {
  it('is true in standalone display mode and on the iOS home screen, false in a tab', () => {
    expect(isInstalledApp({ matchMedia: media(true), navigator: {} })).toBe(true);
    expect(isInstalledApp({ matchMedia: media(false), navigator: { standalone: true } })).toBe(true);
    expect(isInstalledApp({ matchMedia: media(false), navigator: { standalone: false } })).toBe(false);
    expect(isInstalledApp({ navigator: {} })).toBe(false);
    expect(isInstalledApp(undefined)).toBe(false);
  });
});

describe('the install bonus offer', () => {
  const base = { installed: true, signedIn: true, claimed: false, dismissed: false } as const;
  it('is made to a signed-in player in the installed app who has not taken it', () => {
    expect(shouldOfferPwaBonus(base)).toBe(true);
  });
  it('is not made in a browser tab, to a guest, once taken, while unknown, or after a dismissal', () => {
    expect(shouldOfferPwaBonus({ ...base, installed: false })).toBe(false);
    expect(shouldOfferPwaBonus({ ...base, signedIn: false })).toBe(false);
    expect(shouldOfferPwaBonus({ ...base, claimed: true })).toBe(false);
    expect(shouldOfferPwaBonus({ ...base, claimed: undefined })).toBe(false);
    expect(shouldOfferPwaBonus({ ...base, dismissed: true })).toBe(false);
  });
});
