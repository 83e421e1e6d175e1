import { create } from 'zustand';

interface PwaState {
  /** The service worker could not register (the failure only sets this flag). */
  registrationFailed: boolean;
  registration: ServiceWorkerRegistration | null;
}

export const usePwaStore = create<PwaState>()(() => ({ registrationFailed: false, registration: null }));

/** What tells an installed app apart: the display mode query and iOS's `navigator.standalone`. */
export interface DisplayEnv {
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: object & { standalone?: boolean };
}

/** Running as the installed app (standalone display mode or iOS home screen). */
export function isInstalledApp(env: DisplayEnv | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!env) return false;
  const standalone = env.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || env.navigator?.standalone === true;
}

/**
 * The install bonus is offered (and claimed) only by a signed-in player running the installed app who has
 * not taken it yet: the server cannot tell an installed app from a tab, so this check is the client's.
 */
export function shouldOfferPwaBonus(state: { installed: boolean; signedIn: boolean; claimed: boolean | undefined; dismissed: boolean }): boolean {
  return state.installed && state.signedIn && state.claimed === false && !state.dismissed;
}

export function isIos(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);
}
