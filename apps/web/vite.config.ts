import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
// By path: Vite loads its config with Node, which leaves package imports (TypeScript sources here) unbundled.
import { GAMES } from '../../packages/domain/src/game.ts';
import { webAppIdentityFiles, webAppManifest, webAppManifestPath } from '../../packages/domain/src/web-app-manifest.ts';
import { firstLoadBudget } from './build/first-load-budget.ts';

// The API server of apps/server; the dev and preview servers forward API, auth, realtime and static calls to it.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/nitro-api': { target: API_TARGET, changeOrigin: true },
  '/connection': { target: API_TARGET, changeOrigin: true, ws: true },
  '/static': { target: API_TARGET, changeOrigin: true },
};

/** Writes .br and .gz next to each text asset; the server sends them to browsers that accept them. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const [name, chunk] of Object.entries(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const source = chunk.type === 'chunk' ? chunk.code : chunk.source;
        const data = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (data.length < 1024) continue;
        const file = path.join(dir, name);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// One id per build: compiled into the app and published in builds/latest.json, which open tabs poll.
const BUILD_ID = process.env.BUILD_ID ?? `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;

function buildManifest(): Plugin {
  return {
    name: 'tastydrop-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id: BUILD_ID, builtAt: new Date().toISOString() }) });
    },
  };
}

/**
 * One installed-app manifest per game (the icons are in public/, each game's in its own folder). The server
 * links its game's manifest and icons from every page (apps/server/src/modules/shell/web-app-head.ts).
 */
function gameManifests(): Plugin {
  return {
    name: 'tastydrop-game-manifests',
    apply: 'build',
    // The built page names the default game's manifest; the server puts in its own game's.
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: webAppManifestPath('dota') }, injectTo: 'head' }],
    generateBundle() {
      for (const game of GAMES) {
        this.emitFile({ type: 'asset', fileName: webAppManifestPath(game).slice(1), source: JSON.stringify(webAppManifest(game)) });
      }
    },
  };
}

/** The operator console's page: a second input of the build with its own entry (src/console-main.tsx). */
const CONSOLE_PAGE = 'console.html';
/** The console's paths, answered with its page by the server (apps/server web-app.ts) and by the dev and preview servers. */
const CONSOLE_PATHS = /^\/admin(\/|$)/;

/**
 * The main page is the first page of most visits: its route chunk (and what it imports) is
 * preloaded by index.html so it downloads with the entry instead of after it.
 */
function preloadMainPage(): Plugin {
  return {
    name: 'preload-main-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.path.endsWith(`/${CONSOLE_PAGE}`)) return html;
        const bundle = ctx.bundle ?? {};
        const home = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('features/home/routes/home-page.tsx'));
        if (!home || home.type !== 'chunk') return html;
        const files = [home.fileName, ...home.imports].filter((f) => !html.includes(f));
        // The route's own styles and those of the chunks it imports: the route waits for them.
        const css = [home.fileName, ...home.imports]
          .flatMap((f) => {
            const c = bundle[f];
            return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : [];
          })
          .filter((f, i, all) => !html.includes(f) && all.indexOf(f) === i);
        // Styles go first: the page the server draws paints as soon as they are in, and on HTTP/1.1's
        // six connections per host they must not queue behind the scripts.
        const existing = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const styles = [...existing, ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)].join('\n    ');
        const withoutStyles = existing.reduce((out, link) => out.replace(new RegExp(`\\s*${link.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`), ''), html);
        return {
          html: withoutStyles.replace('<script type="module"', () => `${styles}\n    <script type="module"`),
          tags: files.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
        };
      },
    },
  };
}

/**
 * The console's page (console.html): Vite links its entry, the chunks it imports and its styles; here the styles go
 * first, so they do not queue behind the scripts on HTTP/1.1's six connections per host.
 */
function consolePage(): Plugin {
  return {
    name: 'console-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.path.endsWith(`/${CONSOLE_PAGE}`)) return html;
        const styles = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        return styles
          .reduce((out, link) => out.replace(link, ''), html)
          .replace('<script type="module"', (script) => `${styles.join('\n    ')}\n    ${script}`);
      },
    },
  };
}

/** The dev and preview servers answer the console's paths with its page, as the server does. */
function consoleRoutes(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && CONSOLE_PATHS.test(req.url.split('?')[0] ?? '')) req.url = `/${CONSOLE_PAGE}`;
    next();
  };
  return {
    name: 'console-routes',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** Modules of the site's first page that the console's page runs too (grouped into one chunk below). */
const APP_CORE = new RegExp(
  [
    // Not what only later pages use: react-i18next's Trans (the first page draws its marked-up texts with RichText)
    // and TanStack Query's infinite and multiple queries.
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)(?!.*(Queries|nfiniteQuery(Observer|Options)|useInfinite))|i18next|react-i18next(?!.*Trans)|zustand)[\\/]`,
    String.raw`src[\\/]lib[\\/](query-client|query-keys|api-client|cookies|storage|alerts|error-policy|reload-guard|i18n-core|api[\\/]call|api[\\/]endpoints[\\/](endpoint|auth)|session[\\/](logout|session-cookie|finance-store))\.ts$`,
    String.raw`src[\\/]stores[\\/](alerts-store|session-store)\.ts$`,
    // The site's base styles, so they stay first in the cascade of either page.
    String.raw`src[\\/]styles[\\/](tokens|global)\.css$`,
    // The bundler's and Vite's own helpers (module runtime, preload helper and polyfill).
    String.raw`rolldown[\\/]runtime|vite[\\/](preload-helper|modulepreload-polyfill)`,
  ].join('|'),
);

// Paths the service worker never answers from its cache: the server's own.
const SERVER_PATHS = [/^\/api\//, /^\/nitro-api\//, /^\/connection\//, /^\/static\//, /^\/builds\//];

// `vite build --ssr src/ssr/render-main-page.tsx` (the server's copy of the main page) needs React
// and the styles' class names only: no service worker, manifest or compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID),
    // The bundled React of the server's copy is its production build, whatever NODE_ENV the server runs with.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // One file the server imports with nothing to resolve beside it.
  ssr: { noExternal: true },
  plugins: isSsrBuild ? [react()] : [
    react(),
    consolePage(),
    consoleRoutes(),
    preloadMainPage(),
    firstLoadBudget(),
    precompress(),
    buildManifest(),
    gameManifests(),
    VitePWA({
      // The app registers the worker itself (src/lib/pwa) and reloads once a new one controls the page.
      injectRegister: false,
      registerType: 'autoUpdate',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // The manifests are the game's (gameManifests above), not the plugin's.
      manifest: false,
      includeAssets: ['push-handler.js'],
      workbox: {
        // The offline shell: the app's own files; the server's data is always fetched live. One worker serves
        // either game's site, so it keeps no game's manifest or icons: a CS site must not hold the Dota app's.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The console's pages always come from the server (navigateFallbackDenylist): its copy is never served from here.
        globIgnores: ['builds/**', CONSOLE_PAGE, ...GAMES.flatMap(webAppIdentityFiles)],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [...SERVER_PATHS, CONSOLE_PATHS],
        importScripts: ['/push-handler.js'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // The server's copy holds no static files of its own (they are in dist/).
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The site's page and the operator console's page: one app, one build, two entries.
      input: isSsrBuild ? undefined : { index: fileURLToPath(new URL('index.html', import.meta.url)), console: fileURLToPath(new URL(CONSOLE_PAGE, import.meta.url)) },
      output: {
        // Heavy libraries stay in chunks of their own, so a small module that shares their chunk
        // never drags them into the first page (`npm run bench:web` holds the budget).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What the site's first page and the console's page both run before anything else (React, the router,
            // the query client, i18next and the app's call and session plumbing): one file rather than a dozen, so the
            // console's page (console-main.tsx) arrives in a few requests, and one file compresses better than its parts.
            // The site's first page loads all of it anyway.
            { name: 'app-core', test: APP_CORE },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The experiment rules go with the wire schemas that name them: left alone, they land in a chunk the console's
            // entry shares, and loading that chunk on the site would start the console over the site's page.
            { name: 'wire', test: /packages[\\/]domain[\\/]src[\\/](wire[\\/]|experiment-rules\.ts$)/ },
            // The domain's small modules every page uses, apart from the ones that bring libraries.
            { name: 'domain', test: /packages[\\/]domain[\\/]src[\\/](game|constants|images|money|levels|errors|key-case|site-config|payment-rules|missions|console-header|support-chat)\.ts$/ },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
}));
