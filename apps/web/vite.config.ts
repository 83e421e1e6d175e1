import { defineConfig } from 'vite';
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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
});
