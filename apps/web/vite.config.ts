import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

// The API server of apps/server; the dev and preview servers forward API, auth, realtime and static calls to it.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/nitro-api': { target: API_TARGET, changeOrigin: true },
  '/connection': { target: API_TARGET, changeOrigin: true, ws: true },
  '/static': { target: API_TARGET, changeOrigin: true },
};

// One id per build: compiled into the app and published in builds/latest.json, which open tabs poll (part 1 §4).
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

// Paths the service worker never answers from its cache: the server's own.
const SERVER_PATHS = [/^\/api\//, /^\/nitro-api\//, /^\/connection\//, /^\/static\//, /^\/builds\//];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
  plugins: [
    react(),
    buildManifest(),
    VitePWA({
      // The app registers the worker itself (src/lib/pwa) and reloads once a new one controls the page.
      injectRegister: false,
      registerType: 'autoUpdate',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'app-icon.svg', 'push-handler.js'],
      manifest: {
        id: '/',
        name: 'TastyDrop — кейсы Dota 2',
        short_name: 'TastyDrop',
        description: 'Открывайте кейсы Dota 2, забирайте бесплатный ежедневный кейс и выводите предметы в Steam.',
        lang: 'ru',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0d0a1e',
        theme_color: '#0e0b1f',
        icons: [
          { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The offline shell: the app's own files; the server's data is always fetched live.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['builds/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PATHS,
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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
