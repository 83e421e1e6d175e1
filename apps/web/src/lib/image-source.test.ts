import { describe, expect, it } from 'vitest';
import { imageSources, mappedImageSource } from './image-source';

describe('mappedImageSource', () => {
  it('gives a protocol-relative source https', () => {
    expect(mappedImageSource('//cdn.example.com/a.png', 'https://site.example')).toBe('https://cdn.example.com/a.png');
  });

  it("maps /static/ into the static storage's project folder and /img/ to the base URL", () => {
    expect(mappedImageSource('/static/items/a.png', 'https://site.example/')).toBe('https://site.example/static/items/a.png');
    expect(mappedImageSource('/static/items/a.png', 'https://site.example', '/storage/tastydrop/')).toBe('https://site.example/storage/tastydrop/items/a.png');
    expect(mappedImageSource('/img/a.png', 'https://site.example')).toBe('https://site.example/img/a.png');
  });

  it('leaves other sources alone and throws without a base URL where one is needed', () => {
    expect(mappedImageSource('https://x.example/a.png', null)).toBe('https://x.example/a.png');
    expect(() => mappedImageSource('/img/a.png', '')).toThrow('public base URL');
  });

  it('tries the mapped address first, then the original', () => {
    expect(imageSources('/img/a.png', 'https://site.example')).toEqual(['https://site.example/img/a.png', '/img/a.png']);
    expect(imageSources('https://x.example/a.png', 'https://site.example')).toEqual(['https://x.example/a.png']);
  });
});
