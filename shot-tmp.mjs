import { chromium } from '@playwright/test';
const [,, url, out, width = '1440', height = '900', full = '1'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: Number(height) } });
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(800);
await p.screenshot({ path: out, fullPage: full === '1' });
await b.close();
