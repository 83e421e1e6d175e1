#!/usr/bin/env node
// `npm run bench:web`: the main page and a battle on a throttled phone, and the operator console. Builds the site if needed,
// starts it on a fresh embedded database, drives Chromium through the DevTools protocol with 4× CPU
// slowdown and a mobile network, and prints the JavaScript of the first load (gzip), when
// the case cards and the first case's image became visible (median of BENCH_WEB_RUNS cold loads per
// network profile, on a phone and, on slow 4G, on a desktop too), Lighthouse's mobile
// performance score with its metrics, the long tasks of a 4-player battle's page, and how long the
// operator console's first screen takes to show on a desktop without throttling (and that none of
// its code is in the main page's first load).
//
// BENCH_WEB_PORT   port for the site (default 3206)
// BENCH_WEB_RUNS   cold loads per network profile (default 5)
// BENCH_WEB_PROFILES  network profiles of the main page: mobile, fast3g, slow4g-phone, slow4g-desktop (default all)
// BENCH_WEB_PAGES  what to measure: main, battle, console, comma-separated (default main,battle,console)
// BENCH_WEB_BATTLE_RUNS  battles watched (default 3)
// CHROMIUM_PATH    browser (default /usr/bin/chromium; nothing is downloaded), also CHROME_PATH
// LIGHTHOUSE_BIN   another lighthouse executable (default: the repository's devDependency)
// LIGHTHOUSE_RUNS  Lighthouse runs; the median run by score is printed with every score (default 5)
// LIGHTHOUSE=off   skips Lighthouse
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BATTLE_TASK_BUDGET_MS, BATTLE_WATCH_MS, battleLongTasks } from './bench-web-battle.mjs';
import { CONSOLE_BUDGET_MS, consoleFirstScreen } from './bench-web-console.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3206);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const pages = new Set((process.env.BENCH_WEB_PAGES ?? 'main,battle,console').split(','));
const battleRuns = Number(process.env.BENCH_WEB_BATTLE_RUNS ?? 3);
const profileKeys = process.env.BENCH_WEB_PROFILES ? new Set(process.env.BENCH_WEB_PROFILES.split(',')) : null;
const url = `http://127.0.0.1:${port}`;
const distDir = path.join(root, 'apps/web/dist');
const JS_BUDGET_KB = 170;
const VISIBLE_BUDGET_MS = 1500;
const LIGHTHOUSE_BUDGET = 95;

const PHONE = { label: '412×823', width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { label: '1440×900', width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

// Lighthouse's mobile profile (it calls it "Fast 3G" / "Slow 4G"): 150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up; Chrome DevTools' "Fast 3G" preset, whose round trip is 562.5 ms; and a slow
// 4G link of 400 ms round trip and 400 kbit/s, on a phone and on a desktop, with the first case
// image's targets. 4× CPU slowdown on every profile.
const PROFILES = [
  { key: 'mobile', name: 'mobile (150 ms RTT, 1.6 Mbit/s, 4× CPU)', latency: 150, down: 1_600_000, up: 750_000, screen: PHONE },
  { key: 'fast3g', name: 'DevTools Fast 3G (562.5 ms RTT, 1.44 Mbit/s, 4× CPU)', latency: 562.5, down: 1_440_000, up: 675_000, screen: PHONE },
  { key: 'slow4g-phone', name: 'slow 4G (400 ms RTT, 400 kbit/s, 4× CPU), phone', latency: 400, down: 400_000, up: 400_000, screen: PHONE, imageBudget: 1500 },
  { key: 'slow4g-desktop', name: 'slow 4G (400 ms RTT, 400 kbit/s, 4× CPU), desktop', latency: 400, down: 400_000, up: 400_000, screen: DESKTOP, imageBudget: 2500 },
];

async function waitForServer(child) {
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/api/v1/monitoring/status`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** gzip -9 size of a built file, read from the dist folder (whatever the server sends). */
function gzipSizeOf(assetUrl) {
  const file = path.join(distDir, new URL(assetUrl).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

// Records when the first case card is in the page and painted, in the page's own clock, and marks
// that card's image for the browser's element timing: its entry's renderTime is the frame in which
// the image, loaded and decoded, was painted (reported whether or not it is scrolled into view).
const OBSERVER = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'first-case-image' && window.__caseImageAt === undefined) {
        window.__caseImageAt = entry.renderTime || entry.loadTime;
      }
    }
  }).observe({ type: 'element', buffered: true });
  // The parser can hand over the card before its image: each is looked for until it is there.
  new MutationObserver((_, observer) => {
    if (window.__casesVisibleAt === undefined && !window.__cardSeen && document.querySelector('[data-testid="case-card"]')) {
      window.__cardSeen = true;
      requestAnimationFrame(() => { window.__casesVisibleAt = performance.now(); });
    }
    const image = document.querySelector('[data-testid="case-card"] img');
    if (image) {
      observer.disconnect();
      image.setAttribute('elementtiming', 'first-case-image');
    }
  }).observe(document, { childList: true, subtree: true });`;

async function coldLoad(browser, profile) {
  const { width, height, deviceScaleFactor, isMobile, hasTouch } = profile.screen ?? PHONE;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  await page.addInitScript(OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down / 8,
    uploadThroughput: profile.up / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, transferred: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.transferred = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => globalThis.__casesVisibleAt !== undefined, null, { timeout: 60_000 });
  const inPageAt = await page.evaluate(() => globalThis.__casesVisibleAt);
  // The server draws the cards; the app takes them over once its code and data are in. Wait for
  // that too, so every script of the first page is counted, and report when it happened.
  await page.waitForFunction(
    () => {
      const card = globalThis.document.querySelector('[data-testid="case-card"]');
      if (card && Object.keys(card).some((key) => key.startsWith('__reactFiber')) && globalThis.__appCardsAt === undefined) {
        globalThis.__appCardsAt = performance.now();
      }
      return globalThis.__appCardsAt !== undefined;
    },
    null,
    { timeout: 60_000, polling: 50 },
  );
  const appAt = await page.evaluate(() => globalThis.__appCardsAt);
  await page.waitForFunction(() => globalThis.__caseImageAt !== undefined, null, { timeout: 60_000 });
  const imageAt = await page.evaluate(() => globalThis.__caseImageAt);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  // A card is visible once it is in the page and the page has painted content (the server's
  // cards are in the page before its styles arrive, so the first paint can come later).
  const visibleAt = Math.max(inPageAt, fcp ?? 0);
  await context.close();
  const list = [...scripts.values()];
  return {
    visibleAt,
    imageAt,
    appAt,
    fcp,
    scripts: list.length,
    urls: list.map((x) => x.url),
    gzip: list.reduce((a, s) => a + gzipSizeOf(s.url), 0),
    transferred: list.reduce((a, s) => a + s.transferred, 0),
  };
}

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

/**
 * One run of Lighthouse's mobile performance audit (its default mobile profile: simulated 150 ms RTT,
 * 1.6 Mbit/s, 4× CPU) offline against the system Chromium: the score and metrics, or why there is none.
 */
function lighthouseRun(bin, chrome) {
  const out = spawnSync(
    bin,
    [`${url}/`, '--only-categories=performance', '--output=json', '--quiet', `--chrome-path=${chrome}`, `--chrome-flags=${CHROME_FLAGS}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 300_000, env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (out.status !== 0) return { error: (out.stderr || out.error?.message || '').trim().split('\n').pop() };
  const report = JSON.parse(out.stdout);
  if (report.categories.performance.score === null) return { error: report.runtimeError?.code ?? 'no score' };
  const metric = (id) => report.audits[id]?.displayValue ?? '?';
  return {
    score: Math.round(report.categories.performance.score * 100),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}`,
  };
}

/**
 * Lighthouse's score varies from run to run with the machine's load, so it runs several times (as
 * Lighthouse's own guidance advises) and the median run is reported, with every score beside it.
 */
function lighthouseScore() {
  if (process.env.LIGHTHOUSE === 'off') return 'skipped (LIGHTHOUSE=off)';
  const bin = process.env.LIGHTHOUSE_BIN ?? path.join(root, 'node_modules/.bin/lighthouse');
  if (!existsSync(bin)) return `not measured (${bin} is missing: run npm ci)`;
  const chrome = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const results = Array.from({ length: lighthouseRuns }, () => lighthouseRun(bin, chrome));
  const scored = results.filter((r) => r.score !== undefined).sort((a, b) => a.score - b.score);
  const failed = results.filter((r) => r.score === undefined).map((r) => r.error);
  const failures = failed.length > 0 ? `; ${failed.length} run(s) gave no score (${[...new Set(failed)].join(', ')})` : '';
  if (scored.length === 0) return `failed${failures}`;
  const mid = scored[Math.floor(scored.length / 2)];
  return `${mid.score} median of ${scored.length} (budget ${LIGHTHOUSE_BUDGET}; runs ${scored.map((r) => r.score).join(', ')}${failures}), median run: ${mid.metrics}`;
}

/** Watches BENCH_WEB_BATTLE_RUNS battles one after another and prints each one's long tasks. */
async function benchBattle(browser) {
  const results = [];
  for (let i = 0; i < battleRuns; i += 1) results.push(await battleLongTasks(browser, url));
  console.log('');
  console.log(`4-player battle page, guest watching, 412×823, 4× CPU, ${BATTLE_WATCH_MS / 1000} s from the start:`);
  console.log('| run | rounds landed | long tasks | total | longest | over budget |');
  console.log('|---|---|---|---|---|---|');
  for (const [i, r] of results.entries()) {
    console.log(`| ${i + 1} | ${r.landed} | ${r.count} | ${r.total.toFixed(0)} ms | ${r.longest.toFixed(0)} ms | ${r.over} |`);
  }
  console.log(`budget: no main-thread task over ${BATTLE_TASK_BUDGET_MS} ms`);
}

/** Cold loads of the console's first screen as an owner (desktop, unthrottled). */
async function benchConsole(browser) {
  const loads = await consoleFirstScreen(browser, url, runs);
  console.log('');
  console.log(`operator console, first screen as an owner, 1440×900, no throttling, ${runs} cold loads:`);
  const line = (values) => `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
  console.log(`first screen: ${line(loads.map((l) => l.screen))} (budget ${CONSOLE_BUDGET_MS} ms)`);
  console.log(`its figures in: ${line(loads.map((l) => l.figures))}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  const built = ['apps/web/dist/index.html', 'apps/web/dist-ssr/render-main-page.js', 'apps/server/dist/main.js'];
  if (!built.every((file) => existsSync(path.join(root, file)))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tastydrop-bench-web-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The test fixtures credit the battle's player and make the console's owner; the site's own address is
    // where the console's calls come from.
    env: { ...process.env, NODE_ENV: 'development', TEST_FIXTURES: 'true', PUBLIC_BASE_URL: url, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitForServer(server);
    if (pages.has('battle')) await benchBattle(browser);
    if (pages.has('console')) await benchConsole(browser);
    if (!pages.has('main')) return;
    // One unthrottled load first: the server warms its caches the way a running site has them.
    await coldLoad(browser, { latency: 0, down: 1e9, up: 1e9 });
    const started = new Date().toISOString();
    const rows = [];
    for (const profile of PROFILES.filter((p) => profileKeys === null || profileKeys.has(p.key))) {
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, profile));
      rows.push({ profile, loads });
    }
    const first = rows[0].loads[0];
    console.log('');
    console.log(`Measured ${started}, ${runs} cold loads per profile, load average ${loadavg().map((x) => x.toFixed(2)).join(', ')}`);
    console.log(`main page JavaScript: ${first.scripts} files, ${kb(first.gzip)} KB gzip (budget ${JS_BUDGET_KB} KB), ${kb(first.transferred)} KB transferred as served`);
    const consoleCode = first.urls.filter((u) => /admin/i.test(new URL(u).pathname));
    console.log(`console code in the main page's first load: ${consoleCode.length === 0 ? 'none' : consoleCode.join(', ')}`);
    console.log('');
    console.log('| profile | viewport | first case image visible (median, range) | target | case cards visible (median, range) | first contentful paint (median) | app took over (median) |');
    console.log('|---|---|---|---|---|---|---|');
    const range = (values) => `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
    for (const { profile, loads } of rows) {
      const image = loads.map((l) => l.imageAt);
      const target = profile.imageBudget ? `≤ ${profile.imageBudget} ms: ${median(image) <= profile.imageBudget ? 'met' : 'missed'}` : '-';
      const fcp = loads.map((l) => l.fcp ?? 0);
      const app = loads.map((l) => l.appAt);
      console.log(
        `| ${profile.name} | ${(profile.screen ?? PHONE).label} | ${range(image)} | ${target} | ${range(loads.map((l) => l.visibleAt))} | ${median(fcp).toFixed(0)} ms | ${median(app).toFixed(0)} ms |`,
      );
    }
    console.log('');
    console.log(`budget: JavaScript ≤ ${JS_BUDGET_KB} KB gzip, case cards ≤ ${VISIBLE_BUDGET_MS} ms on the mobile profile, the first case image as in the target column`);
    console.log(`Lighthouse mobile performance: ${lighthouseScore()}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
