/**
 * The installed app's manifest (served as /manifest.webmanifest). PNG icons at 192 and 512 px are what
 * install prompts and splash screens require; the maskable one keeps its art inside the safe circle.
 * The PNGs come from public/app-icon.svg through scripts/generate-icons.mjs.
 */
export const WEB_MANIFEST = {
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
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
} as const;

/** Files of public/ the service worker keeps for offline start. */
export const WEB_MANIFEST_ASSETS = ['favicon.svg', 'app-icon.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png', 'push-handler.js'];
