import { create } from 'zustand';

interface PwaState {
  /** The service worker could not register (part 2 §8: the failure sets a flag). */
  registrationFailed: boolean;
  registration: ServiceWorkerRegistration | null;
}

export const usePwaStore = create<PwaState>()(() => ({ registrationFailed: false, registration: null }));

/** Running as the installed app (standalone display mode or iOS home screen). */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function isIos(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);
}
