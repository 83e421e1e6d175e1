#!/usr/bin/env node
// `npm run bench:feed`: how long after a case open returns the player's spend shows on the leaderboard.
// Starts the built server (a fresh PGlite directory, or a fresh PostgreSQL database when
// BENCH_DATABASE_URL is set), then for each sample opens a case and polls the board's ranking every
// 5 ms until the player's spend includes it. Samples start at random moments, so a polling feed shows
// its whole interval in the spread.
//
// BENCH_DATABASE_URL  admin connection to PostgreSQL (default: embedded PGlite)
// BENCH_SAMPLES       opens measured (default 40)
// BENCH_PORT          server port (default 3291)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? '';
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const port = Number(process.env.BENCH_PORT ?? 3291);
const CASE = 'pocket-money';
const DB = 'tastydrop_feed_lag';
const url = `http://127.0.0.1:${port}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function admin(sqlText) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tastydrop-feed-lag-'));
  let databaseUrl = '';
  if (adminUrl) {
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${DB}`);
    const u = new URL(adminUrl);
    u.pathname = `/${DB}`;
    databaseUrl = u.toString();
  }
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PUBLIC_BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OPEN_RATE_LIMIT: '1000000',
      TEST_FIXTURES: 'true',
    },
  });
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/api/v1/monitoring/status`)).ok) break;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  return {
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    },
  };
}

async function call(method, pathname, token, body) {
  const res = await fetch(`${url}/api${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const server = await startServer();
  try {
    const token = (await (await fetch(`${url}/api/v1/auth/registration/quick`, { method: 'POST' })).json()).data.access_token;
    await call('POST', '/test/credit', token, { amount: 1_000_000 });
    const board = (await call('GET', '/v2/top/active', token)).find((b) => b.type === 'daily') ?? (await call('GET', '/v2/top/active', token))[0];
    const spent = async () => (await call('GET', `/v2/top/ranking/${board.id}`, token)).me?.spent ?? 0;
    const lags = [];
    for (let i = 0; i < samples; i += 1) {
      await sleep(Math.random() * 1000);
      const before = await spent();
      await call('POST', `/v1/cases/${CASE}/open`, token, { multi_open: 1 });
      const returned = performance.now();
      while ((await spent()) <= before) await sleep(5);
      lags.push(performance.now() - returned);
    }
    lags.sort((a, b) => a - b);
    const mean = lags.reduce((s, x) => s + x, 0) / lags.length;
    const fmt = (x) => `${Math.round(x)} ms`;
    console.log(
      `feed lag on ${adminUrl ? 'PostgreSQL' : 'PGlite'} over ${samples} opens: mean ${fmt(mean)}, p50 ${fmt(percentile(lags, 50))}, p90 ${fmt(percentile(lags, 90))}, max ${fmt(lags[lags.length - 1])}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
