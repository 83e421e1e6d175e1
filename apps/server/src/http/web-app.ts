import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { seoFor } from '../modules/shell/seo-table.js';
import { AppError } from './app-error.js';
import type { App } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const API_PREFIXES = ['/api/', '/nitro-api/', '/connection/', '/static/'];

function findDir(candidates: string[]): string | null {
  return candidates.find((dir) => existsSync(dir)) ?? null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The main page asks for its cases at once; the browser starts the call while the code loads. */
const MAIN_PAGE_PRELOAD = '<link rel="preload" href="/api/v2/case/sections/with-cases?main=1" as="fetch" crossorigin="anonymous">';

/** index.html with the route's title and description from the SEO table. */
export function renderIndex(template: string, urlPath: string): string {
  const seo = seoFor(urlPath);
  const html = urlPath === '/' ? template.replace('</head>', `  ${MAIN_PAGE_PRELOAD}\n  </head>`) : template;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(seo.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(seo.description)}" />`);
}

/** Serves /static/ assets, the built web app, and the SPA fallback; unknown API paths get route_not_found. */
export async function registerWebApp(app: App, config: Config): Promise<void> {
  const staticDir = findDir([path.resolve(here, '../../static'), path.resolve(here, '../static')]);
  if (staticDir) {
    await app.register(fastifyStatic, { root: staticDir, prefix: '/static/', decorateReply: false, maxAge: '7d' });
  }
  const webDir = findDir(
    [config.WEB_DIST_DIR, path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')].filter(
      (d): d is string => Boolean(d),
    ),
  );
  const template = webDir && existsSync(path.join(webDir, 'index.html')) ? readFileSync(path.join(webDir, 'index.html'), 'utf8') : null;
  if (webDir && template) {
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
    await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: false, index: false, decorateReply: false, preCompressed: true });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const [urlPath = '/', query = ''] = request.url.split(/\?(.*)/s);
    if (API_PREFIXES.some((p) => urlPath.startsWith(p)) || request.method !== 'GET' || !template) {
      throw new AppError('route_not_found', { path: urlPath });
    }
    if (urlPath.length > 1 && urlPath.endsWith('/')) {
      return reply.redirect(`${urlPath.replace(/\/+$/, '') || '/'}${query ? `?${query}` : ''}`, 301);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderIndex(template, urlPath));
  });
}
