#!/usr/bin/env node
// `npm run bench:soak`: a mixed load held for a long time on the built server over PostgreSQL:
// case opens, sales, upgrades and 1v1 battles against bots at fixed rates, with WebSocket clients on
// the live drops. Every sample prints the server's resident memory and event-loop delay (p99 since
// the previous sample, from /metrics); the end prints the memory slope after warm-up (a leak shows as
// a steady climb), the worst event-loop delay, and whether the books are exact.
//
// BENCH_DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
// BENCH_MINUTES       how long the load runs (default 30)
// BENCH_SAMPLE_S      seconds between samples (default 30)
// BENCH_RATE          case opens a second (default 20); sales go at half of it, upgrades at a quarter
// BENCH_BATTLES_S     seconds between battles (default 2)
// BENCH_SOCKETS       live-drop WebSocket clients (default 500)
// BENCH_PORT          server port (default 3310)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import * as lib from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const minutes = Number(process.env.BENCH_MINUTES ?? 30);
const sampleSeconds = Number(process.env.BENCH_SAMPLE_S ?? 30);
const rate = Number(process.env.BENCH_RATE ?? 20);
const battleSeconds = Number(process.env.BENCH_BATTLES_S ?? 2);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 500);
const port = Number(process.env.BENCH_PORT ?? 3310);
const DB = 'tastydrop_bench_soak';
const CASE = 'pocket-money';
const PLAYERS = 100;
const METRICS_TOKEN = 'bench-soak-metrics-token-0123456789';
/** The share of the run treated as warm-up and left out of the memory slope. */
const WARM_UP = 0.2;
/**
 * Samples per window of the memory floor: resident memory swings by a hundred MiB with the collector's
 * timing (later under outside load), so a leak is read from the lowest sample of each window, which a
 * leak lifts and the collector's timing does not.
 */
const FLOOR_WINDOW = 5;
const url = `http://127.0.0.1:${port}`;

function rssMiB(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

/** The event loop's p99 delay (ms) since the previous scrape: prom-client resets it on each collect. */
async function eventLoopP99() {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const match = /^nodejs_eventloop_lag_p99_seconds\s+([\d.e+-]+)/m.exec(text);
  return match ? Number(match[1]) * 1000 : NaN;
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const num = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

function post(pathName, token, body) {
  return fetch(`${url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

function connectSockets() {
  const sockets = [];
  let delivered = 0;
  for (let i = 0; i < socketCount; i += 1) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/connection/websocket`);
    socket.on('open', () => socket.send(JSON.stringify({ method: 'subscribe', channel: 'LiveDrops/DotaDropItems' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'ping') socket.send('{"method":"pong"}');
      else if (message.type === 'message') delivered += 1;
    });
    socket.on('error', () => {});
    sockets.push(socket);
  }
  return { sockets, delivered: () => delivered };
}

async function main() {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@tastydrop/server'], { cwd: root, stdio: 'inherit' });
  }
  await lib.admin(adminUrl, `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await lib.admin(adminUrl, `CREATE DATABASE ${DB}`);
  const databaseUrl = lib.dbUrl(adminUrl, DB);
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: lib.benchServerEnv({
      PUBLIC_BASE_URL: url,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      METRICS_TOKEN,
      REALTIME_MAX_CONNECTIONS_PER_IP: String(socketCount + 100),
    }),
  });
  let live;
  const counts = { open: 0, sell: 0, upgrade: 0, battle: 0, failed: 0 };
  const failures = new Map();
  try {
    await lib.waitForServer(url, server);
    const { tokens, playerIds } = await lib.createPlayers(url, databaseUrl, PLAYERS);
    const battleCases = await (await fetch(`${url}/api/old/cases`, { headers: { authorization: `Bearer ${tokens[0]}` } })).json();
    const battleCase = battleCases.data.sections.flatMap((s) => s.cases)[0];
    live = connectSockets();
    const started = Date.now();
    const endAt = started + minutes * 60_000;
    const samples = [];
    let pool = null;
    let cursor = 0;
    let n = 0;
    let lastBattle = 0;
    const inFlight = new Set();
    const track = (kind, promise) => {
      const p = promise
        .then(async (res) => {
          if (res.ok) counts[kind] += 1;
          else {
            counts.failed += 1;
            const key = `${kind} ${res.status}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
          return res.ok ? res.json() : null;
        })
        .catch(() => {
          counts.failed += 1;
          return null;
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
      return p;
    };
    let nextSample = started + sampleSeconds * 1000;
    console.log(`soak: ${minutes} min of ${rate} opens/s, ${rate / 2} sales/s, ${rate / 4} upgrades/s, a battle every ${battleSeconds} s, ${socketCount} sockets`);
    console.log('| minute | RSS | event-loop p99 | machine load | opens | sales | upgrades | battles | failed | live messages |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    while (Date.now() < endAt) {
      const due = started + (n * 1000) / rate;
      if (due > Date.now()) await lib.sleep(due - Date.now());
      const token = tokens[n % PLAYERS];
      const player = n % PLAYERS;
      track('open', post(`/api/v1/cases/${CASE}/open`, token, { multi_open: 1 }));
      if (!pool || cursor >= pool.items[0].length) {
        pool = await lib.givePlayersItems(databaseUrl, playerIds, 40);
        cursor = 0;
      }
      if (n % 2 === 0) track('sell', post('/api/v1/inventory/sell', token, { id: pool.items[player][cursor] }));
      else if (n % 4 === 1) track('upgrade', post('/api/v1/upgrades/upgrade-items', token, { items: [pool.items[player][cursor]], target_item_id: pool.targetId }));
      if (player === PLAYERS - 1) cursor += 1;
      if (Date.now() - lastBattle >= battleSeconds * 1000) {
        lastBattle = Date.now();
        const creator = tokens[(n + 7) % PLAYERS];
        const created = await track('battle', post('/api/old/battles', creator, { cases: [{ id: battleCase.id, count: 1 }], mode: '1v1', crazy: false, is_private: false }));
        if (created) track('battle', post('/api/old/start', creator, { ulid: created.data.battle_ulid }));
      }
      n += 1;
      if (Date.now() >= nextSample) {
        nextSample += sampleSeconds * 1000;
        const sample = { minute: (Date.now() - started) / 60_000, rss: rssMiB(server.pid), loop: await eventLoopP99(), load: loadavg()[0] };
        samples.push(sample);
        console.log(
          `| ${sample.minute.toFixed(1)} | ${sample.rss.toFixed(0)} MiB | ${sample.loop.toFixed(1)} ms | ${sample.load.toFixed(1)} | ${counts.open} | ${counts.sell} | ${counts.upgrade} | ${Math.floor(counts.battle / 2)} | ${counts.failed} | ${live.delivered()} |`,
        );
      }
    }
    await Promise.all(inFlight);
    // Battles finish on their own clock: wait for the last ones before checking the books.
    await lib.sleep(30_000);
    const afterWarmUp = samples.filter((s) => s.minute >= minutes * WARM_UP);
    const floor = [];
    for (let i = 0; i + FLOOR_WINDOW <= afterWarmUp.length; i += FLOOR_WINDOW) {
      const window = afterWarmUp.slice(i, i + FLOOR_WINDOW);
      const lowest = window.reduce((a, b) => (b.rss < a.rss ? b : a));
      floor.push({ x: lowest.minute / 60, y: lowest.rss });
    }
    const loops = samples.map((s) => s.loop).sort((a, b) => a - b);
    const worstLoop = loops[loops.length - 1];
    const over = samples.filter((s) => s.loop >= 50);
    const books = await lib.checkBooks(databaseUrl);
    console.log('');
    console.log(`Measured ${new Date(started).toISOString()} on PostgreSQL`);
    console.log(
      `RSS after the first ${Math.round(minutes * WARM_UP)} min: floor slope ${slope(floor).toFixed(1)} MiB/hour (lowest sample of every ${FLOOR_WINDOW}: ${floor.map((p) => p.y.toFixed(0)).join(', ')} MiB), all samples ${slope(afterWarmUp.map((p) => ({ x: p.minute / 60, y: p.rss }))).toFixed(1)} MiB/hour`,
    );
    console.log(
      `event-loop delay p99: median sample ${loops[Math.floor(loops.length / 2)].toFixed(1)} ms, worst ${worstLoop.toFixed(1)} ms (goal < 50 ms); ${over.length} of ${samples.length} samples at 50 ms or more${over.length > 0 ? `, at machine load ${over.map((s) => s.load.toFixed(1)).join(', ')}` : ''}`,
    );
    console.log(`failed requests: ${counts.failed}${failures.size > 0 ? ` (${[...failures].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`);
    console.log(`books: ${books ? 'exact' : 'WRONG'}`);
    if (!books) process.exitCode = 1;
  } finally {
    for (const socket of live?.sockets ?? []) socket.terminate();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    await lib.admin(adminUrl, `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
