import { useEffect } from 'react';
import { claimReload } from '../reload-guard';
import { session } from '../storage';
import { whenLoadedAndIdle } from '../when-idle';
import { BUILD_POLL_MS, CURRENT_BUILD_ID, fetchBuildManifest, isNewBuild } from './build-version';
import { usePwaStore } from './pwa-store';

let registered = false;

/**
 * Registers the service worker once the page has loaded and the browser is idle (a page an earlier worker served reloads once a new one controls it) and polls
 * the build manifest, reloading once for a new deploy.
 */
export function usePwa(): void {
  useEffect(() => {
    if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    registered = true;
    // Only a page that an earlier worker already served reloads for a new one; a first visit keeps its page.
    const servedByWorker = navigator.serviceWorker.controller !== null;
    whenLoadedAndIdle(() => {
      void import('virtual:pwa-register').then(
        ({ registerSW }) =>
          registerSW({
            immediate: true,
            onNeedReload: () => {
              if (servedByWorker && claimReload(session())) window.location.reload();
            },
            onRegisteredSW: (_url, registration) => usePwaStore.setState({ registration: registration ?? null }),
            onRegisterError: () => usePwaStore.setState({ registrationFailed: true }),
          }),
        () => usePwaStore.setState({ registrationFailed: true }),
      );
    });
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD || !CURRENT_BUILD_ID) return;
    const check = () =>
      void fetchBuildManifest()
        .then((manifest) => {
          if (isNewBuild(CURRENT_BUILD_ID, manifest) && claimReload(session())) window.location.reload();
        })
        .catch(() => undefined);
    const id = setInterval(check, BUILD_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
