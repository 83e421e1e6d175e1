// Renders each game's PNG app icons from its app-icon.svg with the system Chromium
// (node scripts/generate-icons.mjs): the Dota ones in apps/web/public/, the CS ones in apps/web/public/cs/.
// The PNGs are committed; run again after changing an SVG.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
// Each game's folder and the background of its maskable icon (the SVG's own background colour).
const GAMES = [
  { dir: '', background: '#16122e' },
  { dir: 'cs/', background: '#11161f' },
];

function targetsOf({ dir, background }) {
  const svg = readFileSync(`${publicDir}${dir}app-icon.svg`, 'utf8');
  // The maskable icon keeps its art inside the central 80 % circle every launcher shape leaves visible.
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${background}"/><g transform="translate(51.2 51.2) scale(0.8)">${svg}</g></svg>`;
  return [
    { file: `${dir}icon-192.png`, size: 192, source: svg },
    { file: `${dir}icon-512.png`, size: 512, source: svg },
    { file: `${dir}icon-maskable-512.png`, size: 512, source: maskable },
    { file: `${dir}apple-touch-icon.png`, size: 180, source: svg },
  ];
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, source } of GAMES.flatMap(targetsOf)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const html = `<html><body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`;
    await page.setContent(html);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `${publicDir}${file}`, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
