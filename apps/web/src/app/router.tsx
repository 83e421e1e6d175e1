/**
 * Every route of the site with its layout and redirect rules. The rules themselves are
 * pure functions in routing/route-rules.ts; loaders apply them before a page renders.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FeatureFlags } from '@tastydrop/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { loadLaterTexts, loadPageTexts } from '../lib/i18n';
import { loadWholePage } from '../lib/load-whole-page';
import type { RouteHandle, SoonPage } from '../config/route-handle';
import { caseSectionsQueryOptions } from '../features/home/api/get-case-sections';
import { siteConfigQueryOptions } from '../lib/site-config';
import NotFoundPage from '../features/shell/routes/not-found-page';
import { RouteErrorPage } from '../features/shell/routes/route-error-page';
import { AppSkeleton } from './app-skeleton';
import { DefaultLayout } from './layouts/default-layout';
import { LandingLayout } from './layouts/landing-layout';
import { MainPageLayout } from './layouts/main-page-layout';
import { Root } from './root';
import { createLoaders } from './routing/loaders';
import { GUARDS } from './routing/route-rules';

type PageRoute = Pick<RouteObject, 'lazy' | 'errorElement' | 'handle' | 'loader'>;

/**
 * A lazily loaded page, with the texts of the site's pages (lib/i18n.ts); a failed chunk ends in
 * the error element, which reloads once.
 */
function page(load: () => Promise<{ default: ComponentType }>, extra: PageRoute = {}): PageRoute {
  return {
    lazy: async () => ({ Component: (await Promise.all([load(), loadPageTexts()]))[0].default }),
    errorElement: <RouteErrorPage inline />,
    ...extra,
  };
}

/**
 * The first page of most visits: its texts are in the first download already, and its cases are
 * asked for while its code loads (index.html preloads both).
 */
function mainPage(client: QueryClient): PageRoute {
  return {
    lazy: async () => {
      void client.prefetchQuery(caseSectionsQueryOptions());
      return { Component: (await import('../features/home/routes/home-page')).default };
    },
    errorElement: <RouteErrorPage inline />,
  };
}

/** A page whose feature arrives with a later issue: its layout, title and a "coming soon" state. */
function soon(key: SoonPage, extra: PageRoute = {}): PageRoute {
  const handle: RouteHandle = { page: key };
  return page(() => import('../features/coming-soon/routes/coming-soon-page'), { handle, ...extra });
}

/**
 * A page behind a feature flag of the site configuration: the feature while the server has it on, the page's
 * "coming soon" state while it is off (or the configuration cannot be read).
 */
function flagged(client: QueryClient, flag: keyof FeatureFlags, key: SoonPage, load: () => Promise<{ default: ComponentType }>): PageRoute {
  const handle: RouteHandle = { page: key };
  return {
    lazy: async () => {
      const config = await client.ensureQueryData(siteConfigQueryOptions()).catch(() => null);
      const chosen = config?.features[flag] ? load : () => import('../features/coming-soon/routes/coming-soon-page');
      return { Component: (await Promise.all([chosen(), loadPageTexts()]))[0].default };
    },
    errorElement: <RouteErrorPage inline />,
    handle,
  };
}

// The sections' layouts (refill, battles, event, provably fair) load with their pages (`lazy` on the layout's route),
// their titles with them (lib/i18n.ts), so the main page's first download leaves them out; the main page's and the
// default one are in it.
const section: RouteHandle = { inSection: true };
const landing: RouteHandle = { hideConsent: true };

function createRoutes(client: QueryClient): RouteObject[] {
  const { entry, guard, fair, fairCheck, profile } = createLoaders(client);
  return [
    // The operator console is a page of its own (console.html, console-main.tsx), never in a player's download: a
    // link into it loads that page.
    { path: '/admin/*', loader: loadWholePage, element: null },
    {
      id: 'root',
      path: '/',
      element: <Root />,
      loader: entry,
      // Entry rules (u_tm, trailing slash, aliases) apply on every navigation, not only the first.
      shouldRevalidate: () => true,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <AppSkeleton />,
      children: [
        { element: <MainPageLayout />, children: [{ index: true, ...mainPage(client) }] },
        {
          element: <LandingLayout />,
          handle: landing,
          children: [{ path: 'land1', ...page(() => import('../features/landing/routes/landing-page'), { loader: guard(GUARDS.landing) }) }],
        },
        {
          path: 'refill',
          lazy: async () => ({ Component: (await Promise.all([import('./layouts/refill-layout'), loadLaterTexts()]))[0].RefillLayout }),
          handle: section,
          children: [
            { index: true, ...page(() => import('../features/payments/routes/refill-page'), { loader: guard(GUARDS.refill) }) },
            { path: 'result', ...page(() => import('../features/payments/routes/refill-result-page')) },
            { path: 'unauth', ...page(() => import('../features/payments/routes/refill-unauth-page'), { loader: guard(GUARDS.refillUnauth) }) },
          ],
        },
        {
          path: 'battles',
          lazy: async () => ({ Component: (await Promise.all([import('./layouts/battles-layout'), loadLaterTexts()]))[0].BattlesLayout }),
          handle: section,
          children: [
            { index: true, ...page(() => import('../features/battles/routes/battles-page')) },
            {
              path: 'create',
              ...page(() => import('../features/battles/routes/battle-create-page'), { loader: guard(GUARDS.battlesSignedIn) }),
            },
            { path: 'details', ...page(() => import('../features/battles/routes/battles-details-page')) },
            { path: 'history', ...page(() => import('../features/battles/routes/battles-history-page')) },
            {
              path: 'statistics',
              ...page(() => import('../features/battles/routes/battles-statistics-page'), { loader: guard(GUARDS.battlesSignedIn) }),
            },
            { path: ':battleId', ...page(() => import('../features/battles/routes/battle-page')) },
          ],
        },
        {
          path: 'event',
          lazy: async () => ({ Component: (await Promise.all([import('./layouts/event-layout'), loadLaterTexts()]))[0].EventLayout }),
          handle: section,
          children: [
            { index: true, ...page(() => import('../features/events/routes/event-overview-page')) },
            { path: 'top', ...page(() => import('../features/leaderboards/routes/event-top-page')) },
            { path: 'new-cases', ...page(() => import('../features/events/routes/event-new-cases-page')) },
            { path: 'coin-cases', ...page(() => import('../features/events/routes/event-coin-cases-page')) },
            { path: 'raffle', ...page(() => import('../features/events/routes/event-raffle-page')) },
          ],
        },
        {
          path: 'provably-fair',
          lazy: async () => ({ Component: (await Promise.all([import('./layouts/provably-fair-layout'), loadLaterTexts()]))[0].ProvablyFairLayout }),
          handle: section,
          children: [
            { index: true, loader: fair(() => redirect(paths.fairInstructions)) },
            { path: 'check', ...page(() => import('../features/provably-fair/routes/check-page'), { loader: fair(fairCheck) }) },
            { path: 'settings', ...page(() => import('../features/provably-fair/routes/settings-page'), { loader: fair(guard(GUARDS.fairSignedIn)) }) },
            { path: 'instructions', ...page(() => import('../features/provably-fair/routes/instructions-page'), { loader: fair() }) },
            {
              path: 'case-history/:caseId',
              ...page(() => import('../features/provably-fair/routes/case-history-page'), { loader: fair(guard(GUARDS.fairSignedIn)) }),
            },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            { path: 'sapper', ...flagged(client, 'techies', 'sapper', () => import('../features/techies/routes/techies-page')) },
            { path: 'faq', ...page(() => import('../features/faq/routes/faq-page')) },
            { path: 'responsible-play', ...page(() => import('../features/responsible-play/routes/responsible-play-page')) },
            {
              path: 'responsible-play/settings',
              ...page(() => import('../features/responsible-play/routes/limits-page'), { loader: guard(GUARDS.responsiblePlaySettings) }),
            },
            { path: 'stats', ...page(() => import('../features/stats/routes/stats-page')) },
            { path: 'bonuses', ...page(() => import('../features/bonuses/routes/bonuses-page')) },
            { path: 'cookies', ...page(() => import('../features/legal/routes/cookies-page')) },
            { path: 'contacts', ...page(() => import('../features/legal/routes/contacts-page')) },
            { path: 'user-agreement', ...page(() => import('../features/legal/routes/user-agreement-page')) },
            { path: 'event-condition', ...page(() => import('../features/legal/routes/privacy-page')) },
            { path: 'upgrades', ...page(() => import('../features/upgrades/routes/upgrades-page')) },
            { path: 'contracts', ...page(() => import('../features/contracts/routes/contracts-page')) },
            { path: 'daily-cases', ...page(() => import('../features/daily-cases/routes/daily-cases-page')) },
            { path: 'leaderboard', ...page(() => import('../features/leaderboards/routes/top-page')) },
            { path: 'offers-shop', ...page(() => import('../features/offers/routes/offers-shop-page')) },
            { path: 'skin-exchange', ...page(() => import('../features/skin-exchange/routes/skin-exchange-page')) },
            { path: 'quick-sale', ...page(() => import('../features/quick-sale/routes/quick-sale-page')) },
            { path: 'top', ...page(() => import('../features/leaderboards/routes/top-page')) },
            { path: 'profile', ...soon('profile', { loader: profile }) },
            { path: 'profile/:id', ...page(() => import('../features/profile/routes/profile-page')) },
            { path: 'open/:caseName', ...page(() => import('../features/cases/routes/case-page')) },
            { path: 'cardform', ...page(() => import('../features/payments/routes/card-form-page')) },
            // Unmatched paths: the Russian 404 page with the path (kept in the main bundle: the error page needs it too).
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

export function createRouter(client: QueryClient) {
  return createBrowserRouter(createRoutes(client));
}
