import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtImage } from './art-image';

const sources = (container: HTMLElement) => [...container.querySelectorAll('picture > source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]);

describe('ArtImage', () => {
  it('offers generated art of a fixed size as AVIF, then WebP, at densities 1 and 2, over the original', () => {
    const { container } = render(<ArtImage src="/static/cases/dragon.svg" alt="Дракон" width={184} height={184} loading="eager" fetchPriority="high" />);
    expect(sources(container)).toEqual([
      ['image/avif', '/static/cases/dragon.w192.avif 1x, /static/cases/dragon.w384.avif 2x', null],
      ['image/webp', '/static/cases/dragon.w192.webp 1x, /static/cases/dragon.w384.webp 2x', null],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/static/cases/dragon.svg');
    expect([img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['Дракон', '184', '184', 'eager']);
  });

  it('offers a fluid picture at the image breakpoints for the width it is drawn at, keeping the version', () => {
    const { container } = render(<ArtImage src="/static/items/hook.svg?v=2" alt="" sizes="(max-width: 767px) 45vw, 200px" />);
    const [[type, srcset, sizes]] = sources(container) as [[string, string, string]];
    expect(type).toBe('image/avif');
    for (const w of [320, 360, 768, 1024, 1280, 1920]) expect(srcset).toContain(`/static/items/hook.w${w}.avif?v=2 ${w}w`);
    expect(sizes).toBe('(max-width: 767px) 45vw, 200px');
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('shows the blurred placeholder until the picture loads', () => {
    const { container } = render(<ArtImage src="/static/items/hook.svg" alt="" width={48} height={36} />);
    const img = container.querySelector('img')!;
    expect(img.style.backgroundImage).toBe('url("/static/items/hook.blur.webp")');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('falls back to the original source when the picture fails, then draws nothing', () => {
    const { container } = render(<ArtImage src="/static/items/hook.svg" alt="" width={48} height={36} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/static/items/hook.svg');
    expect(container.querySelector('img')!.style.backgroundImage).toBe('');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws any other picture plain, with no renderings to offer', () => {
    const { container } = render(<ArtImage src="https://img.example.com/a.png" alt="" width={48} height={36} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://img.example.com/a.png');
  });
});
