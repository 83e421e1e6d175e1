import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
        return {
          html,
          tags: [
            ...files.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
            ...css.map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
          ],
        };
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), preloadMainPage(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Heavy libraries stay in chunks of their own, so a small module that shares their chunk
        // never drags them into the first page (`npm run bench:web` holds the budget).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'wire', test: /packages[\\/]domain[\\/]src[\\/]wire[\\/]/ },
            // The domain's small modules every page uses, apart from the ones that bring libraries.
            { name: 'domain', test: /packages[\\/]domain[\\/]src[\\/](game|constants|money|levels|errors|key-case|site-config|payment-rules)\.ts$/ },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
