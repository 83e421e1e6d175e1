/**
 * The main page drawn on the server for a guest: the same components as in the browser, rendered
 * to HTML from the API's own answers (wire form). The browser shows it at once and swaps in the
 * live app once that has the same data (src/app/prerendered-page.ts). Built by `vite build --ssr`
 * into dist-ssr/, which the server loads (apps/server/src/modules/shell/main-page-renderer.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toCamelKeys, type CaseSection, type EventSettings, type SiteConfig } from '@tastydrop/domain';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { loadLaterTexts } from '../lib/i18n';
import { EagerFooter } from '../app/layouts/footer-slot';
import { MainPageLayout } from '../app/layouts/main-page-layout';
import { Footer } from '../features/footer/components/footer';
import { caseSectionsQueryOptions } from '../features/home/api/get-case-sections';
import { eventCardQueryOptions } from '../features/home/api/get-event-card';
import { siteConfigQueryOptions } from '../lib/site-config';
import HomePage from '../features/home/routes/home-page';

const routes: RouteObject[] = [{ path: '/', element: <MainPageLayout />, children: [{ index: true, element: <HomePage /> }] }];
const handler = createStaticHandler(routes);

export interface MainPageData {
  /** `data` of GET /api/v2/case/sections/with-cases?main=1. */
  sections: unknown;
  /** `data` of GET /api/v1/event/current for a guest, or null when there is none. */
  event: unknown;
  /** `data` of GET /api/v1/site-config: the game's name, logo and texts. */
  siteConfig: unknown;
}

/** The HTML inside #root of the main page (React escapes every text and attribute), in one wrapper. */
export async function renderMainPage({ sections, event, siteConfig }: MainPageData): Promise<string> {
  // The footer's texts are a later part of the shell's namespace (lib/i18n.ts); the server's page draws the footer.
  await loadLaterTexts();
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('the main page answered a redirect');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } } });
  client.setQueryData(caseSectionsQueryOptions().queryKey, toCamelKeys<CaseSection[]>(sections));
  client.setQueryData(siteConfigQueryOptions().queryKey, toCamelKeys<SiteConfig>(siteConfig));
  if (event) client.setQueryData(eventCardQueryOptions(null).queryKey, toCamelKeys<EventSettings>(event));
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={client}>
      {/* The server's page has the footer in place; the app loads its code after the first screen (footer-slot.tsx). */}
      <EagerFooter.Provider value={Footer}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </EagerFooter.Provider>
    </QueryClientProvider>,
  );
  // Its buttons do nothing until the app takes over: marked as not ready yet, with no change to the look
  // (display: contents leaves the layout as it is).
  return `<div data-server-page aria-disabled="true" style="display:contents">${html}</div>`;
}
