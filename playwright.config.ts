import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITES } from './e2e/sites';

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
const serverEnv = { LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', TEST_FIXTURES: 'true', FEATURES: 'techies' };

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /(^|\/)cs-[^/]*\.spec\.ts$/, use: chromium },
    { name: 'cs', testMatch: /(^|\/)cs-[^/]*\.spec\.ts$/, use: { ...chromium, baseURL: csBaseURL } },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/api/v1/monitoring/status`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_BASE_URL: baseURL },
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
