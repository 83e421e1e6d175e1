import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
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

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** What the console's route waits for before its first screen: its chunk and the error texts (app/router.tsx). */
const CONSOLE_MODULES = ['features/admin/routes/admin-app.tsx', 'locales/ru/errors.json'];
/** The console's copy of index.html, which the server answers for /admin paths (apps/server web-app.ts). */
const CONSOLE_PAGE = 'console.html';

/** The chunks built from `modules` and every chunk they import statically, at any depth. */
function chunkClosure(bundle: Bundle, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && modules.some((m) => chunk.facadeModuleId?.endsWith(m))) visit(chunk.fileName);
  }
  return [...seen];
}

/**
 * The console's copy of index.html (console.html): the console's code and styles preloaded instead of the
 * main page's, so an operator's browser downloads the console with the entry rather than after it has run,
 * and none of the player's main page. Listed before preloadMainPage, so it starts from the entry's page.
 */
function consolePage(): Plugin {
  let page: string | null = null;
  return {
    name: 'console-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const files = chunkClosure(bundle, CONSOLE_MODULES).filter((f) => !html.includes(f));
        const css = files.flatMap((f) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        // Styles first, the console's after the entry's (the cascade order of a lazily loaded chunk), so they do not
        // queue behind the scripts on HTTP/1.1's six connections per host; the console's chunks after the entry's.
        const existing = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const styles = [...existing, ...[...new Set(css)].filter((f) => !html.includes(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)];
        const preloads = files.map((f) => `  <link rel="modulepreload" crossorigin href="/${f}">\n  `).join('');
        page = existing
          .reduce((out, link) => out.replace(link, ''), html)
          .replace('<script type="module"', (script) => `${styles.join('\n    ')}\n    ${script}`)
          .replace('</head>', (head) => `${preloads}${head}`);
        return html;
      },
    },
    writeBundle(options) {
      if (page) writeFileSync(path.join(options.dir ?? 'dist', CONSOLE_PAGE), page);
    },
  };
}

// Paths the service worker never answers from its cache: the server's own.
const SERVER_PATHS = [/^\/api\//, /^\/nitro-api\//, /^\/connection\//, /^\/static\//, /^\/builds\//];
// The console's pages: the server answers them with the console's copy of the page and its first call preloaded
// (the console works only online anyway).
const CONSOLE_PATHS = /^\/admin(\/|$)/;

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
      output: {
        // Heavy libraries stay in chunks of their own, so a small module that shares their chunk
        // never drags them into the first page (`npm run bench:web` holds the budget).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The libraries every page runs on, in one chunk of the first page: one file compresses better than its parts.
            // Not what only later pages use: react-i18next's Trans (the first page draws its marked-up texts with RichText)
            // and TanStack Query's infinite and multiple queries.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)(?!.*(Queries|nfiniteQuery(Observer|Options)|useInfinite))|i18next|react-i18next(?!.*Trans))[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'wire', test: /packages[\\/]domain[\\/]src[\\/]wire[\\/]/ },
            // The domain's small modules every page uses, apart from the ones that bring libraries.
            { name: 'domain', test: /packages[\\/]domain[\\/]src[\\/](game|constants|money|levels|errors|key-case|site-config|payment-rules|missions)\.ts$/ },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
}));
