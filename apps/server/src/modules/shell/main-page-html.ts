import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The API's answers (their `data`, wire form) the main page is drawn from. */
interface MainPageData {
  sections: unknown;
  event: unknown;
  /** The site configuration: the game's name, logo and texts. */
  siteConfig: unknown;
}

/** The web build's server copy of the main page (apps/web/src/ssr/render-main-page.tsx). */
export type RenderMainPage = (data: MainPageData) => Promise<string>;

/** Where the API's answers come from: the same routes the browser calls, so both always agree. */
export type FetchJson = (url: string) => Promise<{ status: number; body: string }>;

/** Loads the renderer built beside the web app (dist-ssr/), or null when the build has none. */
export async function loadMainPageRenderer(file: string): Promise<RenderMainPage | null> {
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { renderMainPage?: RenderMainPage };
  return typeof mod.renderMainPage === 'function' ? mod.renderMainPage : null;
}

const SECTIONS_URL = '/api/v2/case/sections/with-cases?main=1';
const EVENT_URL = '/api/v1/event/current';
const SITE_CONFIG_URL = '/api/v1/site-config';

/** The event as the card uses it: its clocks left out of the cache key, an ended event as none. */
function eventOf(body: string | null): { event: unknown; key: string } {
  if (!body) return { event: null, key: '' };
  const event = (JSON.parse(body) as { data?: Record<string, unknown> }).data ?? null;
  if (!event || !(Number(event.time_to_event_over) > 0)) return { event: null, key: '' };
  const { time_to_event_over: _over, time_to_event_start: _start, ...stable } = event;
  return { event, key: JSON.stringify(stable) };
}

/** When the page's answers are read again: at once when the catalog's version changes, else after `ttlMs`. */
export interface MainPageFreshness {
  version(): Promise<number>;
  /** How long the answers are trusted between two reads (the event's and the site settings' changes show within it). */
  ttlMs: number;
}

const ALWAYS_READ: MainPageFreshness = { version: async () => 0, ttlMs: 0 };

/**
 * The main page's HTML for a guest: its answers are read again at most every `ttlMs` or when the
 * catalog's version changes (a publish on any node), and the page is drawn again only when they
 * changed; the same string is returned meanwhile. Returns null when the page cannot be drawn: the
 * browser then draws it itself, as it does without a renderer.
 */
export function createMainPageHtml(render: RenderMainPage, fetchJson: FetchJson, onError: (error: unknown) => void, freshness = ALWAYS_READ) {
  let cached: { key: string; html: Promise<string> } | null = null;
  let checked: { at: number; version: number; html: Promise<string | null> } | null = null;
  return async function mainPageHtml(): Promise<string | null> {
    const version = await freshness.version();
    const now = Date.now();
    if (checked && checked.version === version && now - checked.at < freshness.ttlMs) return checked.html;
    const html = readAndDraw();
    checked = { at: now, version, html };
    // A page that could not be drawn is asked for again by the next request.
    void html.then((h) => {
      if (h === null && checked?.html === html) checked = null;
    });
    return html;
  };

  async function readAndDraw(): Promise<string | null> {
    try {
      const [sections, eventRes, siteConfig] = await Promise.all([fetchJson(SECTIONS_URL), fetchJson(EVENT_URL), fetchJson(SITE_CONFIG_URL)]);
      if (sections.status !== 200 || siteConfig.status !== 200) return null;
      const { event, key: eventKey } = eventOf(eventRes.status === 200 ? eventRes.body : null);
      const key = `${sections.body}\n${eventKey}\n${siteConfig.body}`;
      if (cached?.key !== key) {
        const dataOf = (body: string) => (JSON.parse(body) as { data: unknown }).data;
        cached = { key, html: render({ sections: dataOf(sections.body), event, siteConfig: dataOf(siteConfig.body) }) };
      }
      return await cached.html;
    } catch (error) {
      cached = null;
      onError(error);
      return null;
    }
  }
}
