import type { Game } from './game.js';

/**
 * What an installed app and a browser tab show for each game: the manifest's name, description and colours,
 * and where its icons are. The web build writes one manifest per game; the server links its game's manifest
 * and icons from every page, so a CS site installs as the CS app.
 */
interface WebAppIdentity {
  name: string;
  shortName: string;
  description: string;
  /** The browser's toolbar and the installed app's title bar. */
  themeColor: string;
  /** The splash screen: the page's own background, so the app opens without a flash. */
  backgroundColor: string;
  /** The folder of the game's manifest and icons under the site root ('' for the root itself). */
  dir: string;
}

const PAGE_BACKGROUND = '#0d0a1e';

const IDENTITIES: Record<Game, WebAppIdentity> = {
  dota: {
    name: 'TastyDrop — кейсы Dota 2',
    shortName: 'TastyDrop',
    description: 'Открывайте кейсы Dota 2, забирайте бесплатный ежедневный кейс и выводите предметы в Steam.',
    themeColor: '#0e0b1f',
    backgroundColor: PAGE_BACKGROUND,
    dir: '',
  },
  cs: {
    name: 'TastyDrop CS — кейсы CS2',
    shortName: 'TastyDrop CS',
    description: 'Открывайте кейсы CS2 с ножами и перчатками, забирайте бесплатный ежедневный кейс и выводите скины в Steam.',
    themeColor: '#11161f',
    backgroundColor: PAGE_BACKGROUND,
    dir: '/cs',
  },
};

/** The icon files every game ships, rendered from its app-icon.svg by scripts/generate-icons.mjs. */
export const WEB_APP_ICON_FILES = ['favicon.svg', 'app-icon.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png'] as const;
const MANIFEST_FILE = 'manifest.webmanifest';

export interface WebAppManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

/** The installed app's manifest of a game. PNGs at 192 and 512 px are what install prompts and splash screens need. */
export function webAppManifest(game: Game) {
  const app = IDENTITIES[game];
  const icons: WebAppManifestIcon[] = [
    { src: `${app.dir}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `${app.dir}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    // Its art stays inside the central circle every launcher's mask leaves visible.
    { src: `${app.dir}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: `${app.dir}/app-icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ];
  return {
    id: '/',
    name: app.name,
    short_name: app.shortName,
    description: app.description,
    lang: 'ru',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: app.backgroundColor,
    theme_color: app.themeColor,
    icons,
  };
}

/** What a page's head links for a game: its manifest, tab icon, iOS home-screen icon and toolbar colour. */
export function webAppHead(game: Game) {
  const app = IDENTITIES[game];
  return {
    manifest: webAppManifestPath(game),
    favicon: `${app.dir}/favicon.svg`,
    appleTouchIcon: `${app.dir}/apple-touch-icon.png`,
    /** A notification's picture: a PNG, which every platform's notifications draw (not all draw SVG). */
    notificationIcon: `${app.dir}/icon-192.png`,
    themeColor: app.themeColor,
    title: app.shortName,
  };
}

/** Where the web build puts a game's manifest, from the site root. */
export function webAppManifestPath(game: Game): string {
  return `${IDENTITIES[game].dir}/${MANIFEST_FILE}`;
}

/** Every game's manifest and icons, from the site root without the leading slash (the build's and the worker's view). */
export function webAppIdentityFiles(game: Game): string[] {
  const dir = IDENTITIES[game].dir.replace(/^\//, '');
  return [MANIFEST_FILE, ...WEB_APP_ICON_FILES].map((file) => (dir ? `${dir}/${file}` : file));
}
