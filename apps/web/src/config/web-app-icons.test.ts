import { GAMES, webAppHead, webAppManifest } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';

const shipped = new Set(Object.keys(import.meta.glob('../../public/**/*.{png,svg}')).map((file) => file.replace('../../public', '')));

describe.each(GAMES)('the %s app', (game) => {
  it('lists PNG icons at 192 and 512 px and a maskable one, all shipped', () => {
    const icons = webAppManifest(game).icons;
    const png = icons.filter((icon) => icon.type === 'image/png');
    expect(png.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    expect(png.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    for (const icon of icons) expect(shipped.has(icon.src), `${icon.src} is in public/`).toBe(true);
  });

  it('ships its tab icon and its iOS home-screen icon', () => {
    const head = webAppHead(game);
    expect(shipped.has(head.favicon), head.favicon).toBe(true);
    expect(shipped.has(head.appleTouchIcon), head.appleTouchIcon).toBe(true);
  });
});

describe('the game apps', () => {
  it('have names and icons of their own', () => {
    const [dota, cs] = GAMES.map(webAppManifest);
    expect(cs!.name).not.toBe(dota!.name);
    expect(cs!.short_name).not.toBe(dota!.short_name);
    const files = (game: (typeof GAMES)[number]) => new Set(webAppManifest(game).icons.map((i) => i.src));
    expect([...files('cs')].filter((src) => files('dota').has(src))).toEqual([]);
  });

  it('the built page names the Dota icons, which the server replaces for another game', () => {
    expect(indexHtml).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="${webAppHead('dota').appleTouchIcon}" />`);
    expect(indexHtml).toContain(`<link rel="icon" type="image/svg+xml" href="${webAppHead('dota').favicon}" />`);
  });
});
