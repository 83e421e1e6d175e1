import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { caseSectionsQueryOptions } from '../features/home/api/get-case-sections';
import { eventCardQueryOptions } from '../features/home/api/get-event-card';
import { siteConfigQueryOptions } from '../lib/site-config';

type Router = ReturnType<typeof createBrowserRouter>;

/** Longest wait for the live page; past it the server's copy is replaced whatever the app has. */
const TAKEOVER_LIMIT_MS = 10_000;

/** Whether the server sent the page already drawn (the main page for a guest, see apps/server web-app.ts). */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute('data-prerendered');
}

function initialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves once the app's first render draws what the server drew: the router has run its loaders
 * and loaded the page's code, and the showcase, the event card and the game's name and texts (site
 * configuration) have their data. React replaces
 * the server's HTML with its first render, so rendering earlier would swap the cards for skeletons.
 */
export function prerenderedPageReady(router: Router, client: QueryClient): Promise<void> {
  const data = Promise.allSettled([
    client.fetchQuery(caseSectionsQueryOptions()),
    client.fetchQuery(eventCardQueryOptions(null)),
    client.fetchQuery(siteConfigQueryOptions()),
  ]);
  const ready = Promise.all([initialized(router), data]).then(() => undefined);
  const limit = new Promise<void>((resolve) => setTimeout(resolve, TAKEOVER_LIMIT_MS));
  return Promise.race([ready, limit]);
}
