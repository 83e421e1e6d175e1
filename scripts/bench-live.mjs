#!/usr/bin/env node
// `npm run bench:live`: live drops at scale. Two server processes share one PostgreSQL database and
// Redis; BENCH_CLIENTS WebSocket clients (half on each) subscribe to the live drops while players open
// cases at BENCH_RATE opens a second for BENCH_SECONDS, alternating between the two servers. Prints
// messages delivered and missing (every client should see every drop), the delay from the drop's
// commit (its `created_at`, stamped by the server right after the commit) to its arrival, and each
// server's CPU and memory.
//
// BENCH_DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
// BENCH_REDIS_URL     Redis shared by the two servers (default redis://127.0.0.1:6379)
// BENCH_CLIENTS       WebSocket clients (default 5000)
// BENCH_SECONDS       how long cases are opened (default 60)
// BENCH_RATE          opens a second (default 20)
// BENCH_PORT          first server's port; the second takes the next one (default 3300)
// BENCH_NODE_ARGS     extra Node flags for the servers, e.g. --cpu-prof
// BENCH_CLIENT_NODE_ARGS  extra Node flags for the client processes
import { execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import * as lib from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clientCount = Number(process.env.BENCH_CLIENTS ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const rate = Number(process.env.BENCH_RATE ?? 20);
const firstPort = Number(process.env.BENCH_PORT ?? 3300);
const clientNodeArgs = process.env.BENCH_CLIENT_NODE_ARGS ? process.env.BENCH_CLIENT_NODE_ARGS.split(' ') : [];
const CHANNEL = 'LiveDrops/DotaDropItems';
const CASE = 'pocket-money';
const DB = 'tastydrop_bench_live';
const PLAYERS = 40;
/** Client processes: one process would spend its whole core parsing frames and add its own delay. */
const CLIENT_PROCESSES = 2;
const LATENCY_BUCKETS = 10_001;
const { sleep } = lib;
const admin = (sqlText) => lib.admin(adminUrl, sqlText);

// ---- client side: a child process holding its share of the sockets ----

async function runClients({ urls, count }) {
  const latency = new Uint32Array(LATENCY_BUCKETS);
  const seen = [];
  let subscribed = 0;
  let open = 0;
  const sockets = [];
  // The server encodes a message once for all its sockets, so every socket of this process receives the
  // same text for a drop: it is parsed once per process and looked up by its text on the others (each
  // of thousands of browsers would parse its own on its own machine; here the parsing shares two cores
  // with the servers under test). Drops overlap in flight, so the last few texts are kept.
  const parsed = new Map();
  const read = (raw) => {
    const text = raw.toString();
    const known = parsed.get(text);
    if (known) return known;
    const message = JSON.parse(text);
    const drop = message.type === 'message' ? message.data?.drop : undefined;
    const committed = drop ? Date.parse(drop.created_at) : NaN;
    if (drop && Number.isNaN(committed)) throw new Error(`a live drop without created_at: ${text.slice(0, 200)}`);
    const entry = { message, committed };
    if (parsed.size >= 256) parsed.delete(parsed.keys().next().value);
    parsed.set(text, entry);
    return entry;
  };
  for (let i = 0; i < count; i += 1) {
    const received = new Set();
    seen.push(received);
    const socket = new WebSocket(urls[i % urls.length]);
    sockets.push(socket);
    socket.on('open', () => {
      open += 1;
      socket.send(JSON.stringify({ method: 'subscribe', channel: CHANNEL }));
    });
    socket.on('message', (raw) => {
      const { message, committed } = read(raw);
      if (message.type === 'ping') socket.send('{"method":"pong"}');
      else if (message.type === 'subscribed') subscribed += 1;
      else if (message.type === 'message' && message.data?.drop) {
        received.add(message.data.drop.id);
        latency[Math.min(Math.max(0, Date.now() - committed), LATENCY_BUCKETS - 1)] += 1;
      }
    });
    socket.on('error', () => {});
    // Opening thousands at once overruns the listen backlog: a few hundred a tick.
    if (i % 200 === 199) await sleep(20);
  }
  for (let i = 0; i < 600 && subscribed < count; i += 1) await sleep(100);
  // Ending through exit (not the signal's default) lets --cpu-prof write its profile.
  process.on('SIGTERM', () => process.exit(0));
  process.send({ type: 'ready', subscribed, open });
  process.on('message', (message) => {
    if (message.type !== 'report') return;
    const expected = new Set(message.ids);
    let delivered = 0;
    let missing = 0;
    for (const received of seen) {
      for (const id of expected) {
        if (received.has(id)) delivered += 1;
        else missing += 1;
      }
    }
    for (const socket of sockets) socket.terminate();
    process.send({ type: 'report', delivered, missing, latency: Array.from(latency), stillOpen: sockets.filter((s) => s.readyState === WebSocket.OPEN).length });
  });
}

// ---- driver ----

function startServer(port, databaseUrl) {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: lib.benchServerEnv({
      PUBLIC_BASE_URL: `http://127.0.0.1:${firstPort}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(port),
      REALTIME_MAX_CONNECTIONS_PER_IP: String(clientCount + 100),
    }),
  });
  return child;
}

/** CPU seconds used so far and resident memory (MiB) of a process, from /proc. */
function usage(pid) {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  return { cpu: lib.cpuSeconds(pid), rss };
}

function percentile(histogram, fraction) {
  const total = histogram.reduce((a, b) => a + b, 0);
  let sum = 0;
  for (let ms = 0; ms < histogram.length; ms += 1) {
    sum += histogram[ms];
    if (sum >= total * fraction) return ms;
  }
  return histogram.length - 1;
}

async function openCases(urls, tokens) {
  const started = Date.now();
  const latencies = [];
  let failed = 0;
  const inFlight = [];
  for (let n = 0; Date.now() - started < seconds * 1000; n += 1) {
    const due = started + (n * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    const sent = Date.now();
    inFlight.push(
      fetch(`${urls[n % urls.length]}/api/v1/cases/${CASE}/open`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
        body: '{"multi_open":1}',
      }).then(
        (res) => {
          if (!res.ok) failed += 1;
          latencies.push(Date.now() - sent);
          return res.arrayBuffer();
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return { opens: inFlight.length, failed, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

async function main() {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@tastydrop/server'], { cwd: root, stdio: 'inherit' });
  }
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  const databaseUrl = lib.dbUrl(adminUrl, DB);
  const ports = [firstPort, firstPort + 1];
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  const servers = [];
  const clients = [];
  try {
    // The first server migrates and seeds; the second starts on the ready database.
    for (const [i, port] of ports.entries()) {
      servers.push(startServer(port, databaseUrl));
      await lib.waitForServer(urls[i], servers[i]);
    }
    const { tokens } = await lib.createPlayers(urls[0], databaseUrl, PLAYERS);
    console.log(`live: connecting ${clientCount} clients across ${servers.length} servers…`);
    const wsUrls = ports.map((p) => `ws://127.0.0.1:${p}/connection/websocket`);
    for (let i = 0; i < CLIENT_PROCESSES; i += 1) {
      const count = Math.floor(clientCount / CLIENT_PROCESSES) + (i < clientCount % CLIENT_PROCESSES ? 1 : 0);
      clients.push(fork(fileURLToPath(import.meta.url), ['--clients'], { execArgv: clientNodeArgs, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
      clients[i].send({ type: 'start', urls: wsUrls, count });
    }
    const ready = await Promise.all(clients.map((c) => new Promise((r) => c.once('message', r))));
    const subscribed = ready.reduce((a, r) => a + r.subscribed, 0);
    console.log(`live: ${subscribed} of ${clientCount} subscribed; opening "${CASE}" at ${rate}/s for ${seconds} s…`);
    const before = servers.map((s) => usage(s.pid));
    const clientsBefore = clients.map((c) => lib.cpuSeconds(c.pid));
    const opened = await openCases(urls, tokens);
    const after = servers.map((s) => usage(s.pid));
    const clientCpu = clients.reduce((sum, c, i) => sum + lib.cpuSeconds(c.pid) - clientsBefore[i], 0);
    await sleep(2000);
    const ids = await lib.withClient(databaseUrl, async (db) => (await db.query('SELECT id FROM openings ORDER BY id')).rows.map((r) => Number(r.id)));
    const reports = await Promise.all(
      clients.map(
        (c) =>
          new Promise((r) => {
            c.once('message', r);
            c.send({ type: 'report', ids });
          }),
      ),
    );
    const histogram = new Array(LATENCY_BUCKETS).fill(0);
    for (const report of reports) report.latency.forEach((n, ms) => (histogram[ms] += n));
    const delivered = reports.reduce((a, r) => a + r.delivered, 0);
    const missing = reports.reduce((a, r) => a + r.missing, 0);
    console.log('');
    console.log(`Measured ${new Date().toISOString()} (${clientCount} clients on ${servers.length} servers, ${rate} opens/s for ${seconds} s, PostgreSQL + Redis)`);
    console.log('');
    console.log('| clients subscribed | opens | open failures | open p99 | drops × clients | delivered | missing | delay p50 | delay p99 | server | CPU | RSS |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    servers.forEach((s, i) => {
      const cpu = ((after[i].cpu - before[i].cpu) / seconds) * 100;
      const row = i === 0
        ? `| ${subscribed} | ${opened.opens} | ${opened.failed} | ${opened.p99} ms | ${ids.length * subscribed} | ${delivered} | ${missing} | ${percentile(histogram, 0.5)} ms | ${percentile(histogram, 0.99)} ms`
        : '| | | | | | | | | ';
      console.log(`${row} | ${i + 1} | ${cpu.toFixed(0)} % | ${after[i].rss.toFixed(0)} MiB |`);
    });
    console.log('');
    console.log(`the ${clients.length} client processes (the sockets' side, on the same machine) used ${((clientCpu / seconds) * 100).toFixed(0)} % of a core meanwhile`);
    console.log('delay: from the drop\'s commit (created_at, stamped after it) to its arrival at a client; goal p99 < 100 ms, missing 0');
    if (missing > 0) process.exitCode = 1;
  } finally {
    for (const c of clients) c.kill();
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once('exit', r)) : null)));
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  }
}

if (process.argv.includes('--clients')) {
  process.once('message', (message) => void runClients(message));
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
