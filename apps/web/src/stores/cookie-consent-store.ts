import { create } from 'zustand';
import { isBoolean, local, readStored, writeStored } from '../lib/storage';

const CONSENT_KEY = 'cookieConsent';

interface CookieConsentState {
  /** Whether the player dismissed the cookie bar (remembered in this browser). */
  accepted: boolean;
  accept: () => void;
}

/** The cookie bar's state: the bar reads it, and the push prompt waits until the bar is gone. */
export const useCookieConsentStore = create<CookieConsentState>()((set) => ({
  accepted: readStored(local(), CONSENT_KEY, isBoolean) === true,
  accept: () => {
    writeStored(local(), CONSENT_KEY, true);
    set({ accepted: true });
  },
}));
