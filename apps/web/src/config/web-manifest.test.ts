import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { WEB_MANIFEST, WEB_MANIFEST_ASSETS } from './web-manifest';

const shipped = new Set(Object.keys(import.meta.glob('../../public/*.png')).map((file) => file.replace('../../public/', '')));

describe('web app manifest', () => {
  it('lists PNG icons at 192 and 512 px and a maskable one, all shipped and cached', () => {
    const png = WEB_MANIFEST.icons.filter((icon) => icon.type === 'image/png');
    expect(png.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    expect(png.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    for (const icon of png) {
      const file = icon.src.replace(/^\//, '');
      expect(shipped.has(file), `${file} is in public/`).toBe(true);
      expect(WEB_MANIFEST_ASSETS).toContain(file);
    }
  });

  it('gives iOS its home-screen icon', () => {
    expect(indexHtml).toMatch(/<link rel="apple-touch-icon" sizes="180x180" href="\/apple-touch-icon.png" \/>/);
    expect(shipped.has('apple-touch-icon.png')).toBe(true);
  });
});
