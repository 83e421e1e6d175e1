import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAKE_MARKET, SITES } from './e2e/sites';

const { port: PORT, url: baseURL } = SITES.dota;
// The CS variant runs as its own deployment on another port, with its own database.
const { port: CS_PORT, url: csBaseURL } = SITES.cs;
// Each run gets its own embedded databases.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tastydrop-e2e-'));
const csDataDir = mkdtempSync(path.join(tmpdir(), 'tastydrop-e2e-cs-'));
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};
// Every browser of a run signs up from one address, two specs at a time: the per-address sign-up limit would refuse them.
const serverEnv = { LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', TEST_FIXTURES: 'true', FEATURES: 'techies', AUTH_RATE_LIMIT: '1000' };
// Specs that change what every visitor sees (the test clock, settings, the catalog, events, experiments,
// support hours, boards and draws) run alone, in their own project after the others (scripts/e2e.mjs);
// every other spec plays with its own fresh accounts, so two of them may run side by side.
const SITE_WIDE = /(^|\/)(admin[^/]*|experiments|events|raffle|responsible-play|support-chat)\.spec\.ts$/;
const CS = /(^|\/)cs-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  // One browser at a time by default: on two cores a second Chromium starves both pages (each idle page keeps a
  // core busy drawing), and their tests time out. E2E_WORKERS=2 on a machine with more cores.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: [CS, SITE_WIDE], use: chromium },
    { name: 'cs', testMatch: CS, use: { ...chromium, baseURL: csBaseURL } },
    { name: 'site-wide', testMatch: SITE_WIDE, workers: 1, use: chromium },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/api/v1/monitoring/status`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_BASE_URL: baseURL, MARKET_API_URL: FAKE_MARKET.url, MARKET_API_KEY: FAKE_MARKET.key },
    },
    {
      // The marketplace the Dota site may buy withdrawals from (the console chooses whether it serves first).
      command: 'npx tsx apps/server/test/fakes/fake-market-main.ts',
      url: `${FAKE_MARKET.url}/_control/purchases`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_MARKET_PORT: String(FAKE_MARKET.port) },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${csBaseURL}/api/v1/monitoring/status`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { ...serverEnv, GAME: 'cs', PORT: String(CS_PORT), DATA_DIR: csDataDir, PUBLIC_BASE_URL: csBaseURL },
    },
  ],
});
