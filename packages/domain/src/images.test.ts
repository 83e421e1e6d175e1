import { describe, expect, it } from 'vitest';
import { artPlaceholderPath, artRenderingPath, IMAGE_MAX_WIDTH, IMAGE_SRCSET_WIDTHS, IMAGE_WIDTHS, isGeneratedArt, parseArtFile, snapImageWidth } from './images.js';

describe('generated art addresses', () => {
  it('puts renderings and the placeholder beside the original, keeping its version', () => {
    expect(artRenderingPath('/static/cases/dragon.svg', 384, 'avif')).toBe('/static/cases/dragon.w384.avif');
    expect(artRenderingPath('/static/items/hook-2.svg?v=3', 96, 'webp')).toBe('/static/items/hook-2.w96.webp?v=3');
    expect(artPlaceholderPath('/static/items/hook-2.svg')).toBe('/static/items/hook-2.blur.webp');
  });

  it('has none for other pictures', () => {
    for (const src of ['https://img.example.com/a.png', '/static/event/coin.svg', '/img/a.png', '/static/cases/Upper.svg', '//cdn.example.com/static/cases/a.svg']) {
      expect(isGeneratedArt(src)).toBe(false);
      expect(artRenderingPath(src, 96, 'avif')).toBeNull();
      expect(artPlaceholderPath(src)).toBeNull();
    }
  });

  it('reads the three kinds of file and nothing else', () => {
    expect(parseArtFile('dragon.svg')).toEqual({ slug: 'dragon', variant: 'original' });
    expect(parseArtFile('dragon.w384.avif')).toEqual({ slug: 'dragon', variant: 'rendering', width: 384, format: 'avif' });
    expect(parseArtFile('dragon.w99999.webp')).toEqual({ slug: 'dragon', variant: 'rendering', width: 99999, format: 'webp' });
    expect(parseArtFile('dragon.blur.webp')).toEqual({ slug: 'dragon', variant: 'placeholder' });
    for (const bad of ['dragon.png', 'dragon.w384.png', 'dragon.blur.avif', '../x.svg', 'dragon.w.avif', 'Dragon.svg']) expect(parseArtFile(bad)).toBeNull();
  });
});

describe('image widths', () => {
  it('offer the image breakpoints to fluid pictures and stop at the largest', () => {
    expect(IMAGE_SRCSET_WIDTHS).toEqual([96, 128, 192, 256, 320, 360, 384, 512, 768, 1024, 1280, 1920]);
    for (const w of IMAGE_SRCSET_WIDTHS) expect(IMAGE_WIDTHS).toContain(w);
    expect(IMAGE_WIDTHS).toEqual(expect.arrayContaining([320, 360, 768, 1024, 1280, 1920]));
    expect(IMAGE_MAX_WIDTH).toBe(1920);
  });

  it('snap a fixed size up to an allowed width', () => {
    expect(snapImageWidth(184)).toBe(192);
    expect(snapImageWidth(368)).toBe(384);
    expect(snapImageWidth(48)).toBe(48);
    expect(snapImageWidth(5000)).toBe(1920);
  });
});
