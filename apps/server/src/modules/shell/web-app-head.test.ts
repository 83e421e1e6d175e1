import { describe, expect, it } from 'vitest';
import { withGameHead } from './web-app-head.js';

/** The head as the web build writes it: the Dota app's manifest and icons. */
const BUILT = [
  '<!doctype html><html lang="ru"><head>',
  '<meta name="theme-color" content="#0e0b1f" />',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png" />',
  '<title>TastyDrop</title>',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1] ?? null;
const manifestOf = (html: string) => attribute(html, /<link rel="manifest" href="([^"]*)"/);

describe('the page head of each game', () => {
  it('links the CS manifest, icons and colour on the CS site, and no Dota file', () => {
    const html = withGameHead(BUILT, 'cs');
    expect(manifestOf(html)).toBe('/cs/manifest.webmanifest');
    expect(attribute(html, /<link rel="icon"[^>]* href="([^"]*)"/)).toBe('/cs/favicon.svg');
    expect(attribute(html, /<link rel="apple-touch-icon"[^>]* href="([^"]*)"/)).toBe('/cs/apple-touch-icon.png');
    expect(attribute(html, /<meta name="theme-color" content="([^"]*)"/)).not.toBe('#0e0b1f');
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe('TastyDrop CS');
    expect(html).not.toMatch(/href="\/(manifest\.webmanifest|favicon\.svg|apple-touch-icon\.png)"/);
    // Each tag once: replaced, not added beside the built one.
    expect(html.match(/rel="manifest"/g)).toHaveLength(1);
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
  });

  it('keeps the Dota app on the Dota site', () => {
    const html = withGameHead(BUILT, 'dota');
    expect(manifestOf(html)).toBe('/manifest.webmanifest');
    expect(html).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png" />');
    expect(html).toContain('<meta name="theme-color" content="#0e0b1f" />');
  });

  it('adds the manifest to a page built without one', () => {
    const html = withGameHead('<html><head><title>t</title></head><body></body></html>', 'cs');
    expect(manifestOf(html)).toBe('/cs/manifest.webmanifest');
    expect(html.indexOf('rel="manifest"')).toBeLessThan(html.indexOf('</head>'));
  });
});
