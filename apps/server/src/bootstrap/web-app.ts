import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { webAppHead } from '@tastydrop/domain';
import type { Config } from '../platform/config.js';
import type { CaseCatalog } from '../modules/cases/case-catalog.js';
import { createMainPageHtml, loadMainPageRenderer } from '../modules/shell/main-page-html.js';
import type { PageEntities } from '../modules/shell/page-entities.js';
import { resolvePage } from '../modules/shell/resolve-page.js';
import { withGameHead } from '../modules/shell/web-app-head.js';
import type { SeoText } from '../modules/shell/seo-table.js';
import { AppError } from '../core/app-error.js';
import { LOGGED_IN_COOKIE, TOKEN_COOKIE } from '../platform/http/auth.js';
import { precompressed, sendPrecompressed, type Precompressed } from '../platform/http/precompressed.js';
import type { App } from '../platform/http/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Paths that never fall back to the page: the API, and files (a missing hashed asset must not answer HTML). */
const API_PREFIXES = ['/api/', '/nitro-api/', '/connection/', '/static/', '/assets/'];

function findDir(candidates: string[]): string | null {
  return candidates.find((dir) => existsSync(dir)) ?? null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The main page asks for its cases, the event and the site configuration at once; the browser starts the calls while the code loads.
 * The addresses are the ones the app's client builds (a preload is used only by a call to the same address).
 */
const MAIN_PAGE_PRELOAD = ['/api/v2/case/sections/with-cases?main=true', '/api/v1/event/current', '/api/v1/site-config']
  .map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`)
  .join('\n    ');

/** The calls the console's page makes first for a request (the console module's `pageCalls`), preloaded with it. */
export type ConsolePageCalls = (request: FastifyRequest, urlPath: string) => Promise<string[]>;

/** Without the console module (a server of the web app alone): a signed-in browser asks who its account is first. */
const ONLY_ME: ConsolePageCalls = async () => ['/api/admin/me'];

/** The console's page with `calls` preloaded: the browser starts them while the code loads. */
function withPreloads(template: string, calls: string[]): string {
  if (calls.length === 0) return template;
  const links = calls.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`).join('\n    ');
  return template.replace('</head>', () => `  ${links}\n  </head>`);
}

/** The operator console's pages, answered with the web build's console copy of index.html. */
function isConsolePath(urlPath: string): boolean {
  return urlPath === '/admin' || urlPath.startsWith('/admin/');
}

const URGENT_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi;
const FIRST_SOURCE = /<source\b[^>]*\btype="([^"]+)"[^>]*\bsrcset="([^"]+)"/i;

/**
 * The preload of one urgent image: inside a picture, its first source's renderings for browsers that take their
 * type (the browser would fetch those, never the image's own source); otherwise the image's source.
 * The attributes are already escaped, as React wrote them.
 */
function urgentImagePreload(body: string, img: string, at: number): string | null {
  const opened = body.lastIndexOf('<picture', at);
  const picture = opened >= 0 && !body.slice(opened, at).includes('</picture>') ? body.slice(opened, at) : null;
  const source = picture ? FIRST_SOURCE.exec(picture) : null;
  if (source) return `<link rel="preload" as="image" imagesrcset="${source[2]}" type="${source[1]}" fetchpriority="high">`;
  const src = /\bsrc="([^"]+)"/.exec(img)?.[1];
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">` : null;
}

/**
 * Preloads for the images the drawn page marks as urgent (the first cases' art), to go first in the head:
 * the browser asks for them before the page's code, which would share the link with them.
 */
function urgentImagePreloads(body: string): string {
  return [...body.matchAll(URGENT_IMAGE)]
    .map((m) => urgentImagePreload(body, m[0], m.index))
    .filter(Boolean)
    .join('');
}

/**
 * index.html with the page's title and description; the main page also preloads its cases, and
 * carries the page already drawn (`body`, HTML from the web build's renderer) when there is one.
 */
function renderIndex(template: string, seo: SeoText, urlPath = '', body: string | null = null): string {
  let html = urlPath === '/' ? template.replace('</head>', `  ${MAIN_PAGE_PRELOAD}\n  </head>`) : template;
  if (body) {
    const preloads = urgentImagePreloads(body);
    // Right after the charset (or the head's start), before the stylesheets and the code.
    const first = /<meta charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head>/i.exec(html);
    if (preloads && first) html = `${html.slice(0, first.index + first[0].length)}${preloads}${html.slice(first.index + first[0].length)}`;
    // A function, so `$&` and the like in the drawn page stay text.
    html = html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${body}</div>`);
  }
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(seo.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(seo.description)}" />`);
}

const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*) href="(\/assets\/[^"]+\.css)"([^>]*)>/g;

/**
 * index.html for the drawn main page: its stylesheets inline, so the page paints once the HTML is in
 * rather than after one more round trip per stylesheet. Each link stays, disabled (never downloaded):
 * the app's code finds its styles there and does not load them again.
 */
function inlineStylesheets(template: string, readStylesheet: (href: string) => string | null): string {
  return template.replace(STYLESHEET_LINK, (link: string, before: string, href: string, after: string) => {
    const css = readStylesheet(href);
    if (css === null) return link;
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet"${before} href="${href}"${after} disabled>`;
  });
}

/** How long the guest main page's answers (the event, the site settings) are trusted; a publish redraws it at once. */
const MAIN_PAGE_TTL_MS = 1000;

/** The last pages sent, compressed: most answers are the same few pages (the main page for guests above all). */
const compressedPages = new Map<string, Precompressed>();
const COMPRESSED_PAGES_MAX = 64;
/** Pages differ by their head: many are compressed once each, so a quicker brotli level than for the shared answers. */
const PAGE_BROTLI_QUALITY = 5;

/**
 * Sends a page compressed as the browser accepts: the compression hook only sees routes, and the
 * pages are answered by the not-found handler.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  let answer = compressedPages.get(html);
  if (!answer) {
    answer = precompressed(html, PAGE_BROTLI_QUALITY);
    if (compressedPages.size >= COMPRESSED_PAGES_MAX) compressedPages.clear();
    compressedPages.set(html, answer);
  }
  return sendPrecompressed(request, reply, answer);
}

/**
 * Whether a redirect to `target` stays on this site: a browser reads `//host` and `/\\host` (and the
 * same once percent-decoded, or with tabs and newlines it drops) as another site.
 */
function isSitePath(target: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return false;
  }
  return [target, decoded].every((form) => /^\/(?![/\\])/.test(form.replace(/[\t\n\r]/g, '')));
}

/** The content-hashed build output never changes under its name; everything else is revalidated. */
function cacheControlFor(relativePath: string): string {
  return relativePath.split(path.sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves /static/ assets, the built web app, and the SPA fallback; unknown API paths get route_not_found. */
export async function registerWebApp(
  app: App,
  config: Config,
  catalog: Pick<CaseCatalog, 'get' | 'version'>,
  entities?: PageEntities,
  consoleCalls: ConsolePageCalls = ONLY_ME,
): Promise<void> {
  const staticDir = findDir([path.resolve(here, '../../static'), path.resolve(here, '../static')]);
  if (staticDir) {
    await app.register(fastifyStatic, { root: staticDir, prefix: '/static/', decorateReply: false, maxAge: '7d' });
  }
  const webDir = findDir(
    [config.WEB_DIST_DIR, path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')].filter(
      (d): d is string => Boolean(d),
    ),
  );
  const builtTemplate = webDir && existsSync(path.join(webDir, 'index.html')) ? readFileSync(path.join(webDir, 'index.html'), 'utf8') : null;
  const template = builtTemplate && withGameHead(builtTemplate, config.GAME);
  // The console's own page (apps/web console.html, its own entry); a signed-in browser also starts the console's first
  // calls with it (a guest is shown the way to sign in and asks nothing).
  const consoleTemplate =
    webDir && template && existsSync(path.join(webDir, 'console.html')) ? withGameHead(readFileSync(path.join(webDir, 'console.html'), 'utf8'), config.GAME) : template;
  // The web build's server copy of the main page sits beside it (apps/web `vite build --ssr`).
  const renderer = webDir && template ? await loadMainPageRenderer(path.join(webDir, '../dist-ssr/render-main-page.js')) : null;
  // The stylesheets are inlined only for the drawn page, so only when there is a renderer to draw it.
  const drawnTemplate =
    webDir && template && renderer
      ? inlineStylesheets(template, (href) => {
          const file = path.join(webDir, href);
          return existsSync(file) ? readFileSync(file, 'utf8') : null;
        })
      : null;
  const mainPageHtml = renderer
    ? createMainPageHtml(
        renderer,
        async (url) => {
          const res = await app.inject({ method: 'GET', url });
          return { status: res.statusCode, body: res.body };
        },
        (error) => app.log.error({ err: error }, 'the main page could not be drawn on the server'),
        { version: () => catalog.version(), ttlMs: MAIN_PAGE_TTL_MS },
      )
    : null;
  if (webDir && template) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      // Source maps stay private (the build emits them without a reference, for error tracking only; the Vite
      // dev server has its own): whatever NODE_ENV says, since a site started with it unset is still public.
      // index.html is answered below with the game's head: the service worker keeps it as its offline page.
      globIgnore: ['**/*.map', 'index.html'],
      setHeaders: (reply, filePath) => {
        void reply.header('cache-control', cacheControlFor(path.relative(webDir, filePath)));
      },
    });
    app.get('/index.html', (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(template));
    // Browsers ask for /favicon.ico on pages that name no icon (the sandbox checkout): point them to ours
    // rather than answer the not-found page.
    const favicon = webAppHead(config.GAME).favicon;
    if (existsSync(path.join(webDir, favicon))) app.get('/favicon.ico', (_req, reply) => reply.redirect(favicon, 301));
  }

  let guestMainPage: { drawn: string; page: Precompressed } | null = null;
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [urlPath = '/', query = ''] = request.url.split(/\?(.*)/s);
    // HEAD asks what GET would answer (link checkers, monitors); the server sends the head without the body.
    if (API_PREFIXES.some((p) => urlPath.startsWith(p)) || (request.method !== 'GET' && request.method !== 'HEAD') || !template) {
      throw new AppError('route_not_found', { path: urlPath });
    }
    const withoutSlash = urlPath.replace(/\/+$/, '') || '/';
    if (urlPath.length > 1 && urlPath.endsWith('/') && isSitePath(withoutSlash)) {
      return reply.redirect(`${withoutSlash}${query ? `?${query}` : ''}`, 301);
    }
    // Unknown pages and missing cases, battles and profiles answer 404 with the app, which shows its Russian not-found page.
    const page = await resolvePage(urlPath, catalog, entities, config.GAME);
    // Drawn for guests: a signed-in player's page (balance, level locks) is the browser's to draw.
    const guest = !request.cookies[TOKEN_COOKIE] && !request.cookies[LOGGED_IN_COOKIE];
    const body = urlPath === '/' && guest && mainPageHtml ? await mainPageHtml() : null;
    // The not-found handler is no route, so the compression hook never sees it: compress here.
    void reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
    let pageTemplate = body && drawnTemplate ? drawnTemplate : template;
    if (isConsolePath(urlPath) && consoleTemplate) {
      const signedIn = request.cookies[LOGGED_IN_COOKIE] === '1';
      pageTemplate = withPreloads(consoleTemplate, signedIn ? await consoleCalls(request, withoutSlash).catch(() => ONLY_ME(request, withoutSlash)) : []);
    }
    if (body !== null) {
      // The guest's main page: the same page for every guest until it is drawn again, so filled in and compressed once.
      if (guestMainPage?.drawn !== body) guestMainPage = { drawn: body, page: precompressed(renderIndex(pageTemplate, page.seo, urlPath, body)) };
      return sendPrecompressed(request, reply, guestMainPage.page);
    }
    return sendCompressed(request, reply, renderIndex(pageTemplate, page.seo, urlPath, body));
  });
}
