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
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/**
 * One WebSocket client on a bare TCP socket: the opening handshake (its accept key checked), the
 * server's unmasked frames read in place from one reused read buffer, and the client's frames masked,
 * as RFC 6455 asks. Thousands of these share two cores with the servers under test, where `ws`'s
 * per-socket stream machinery cost more than the frames themselves; a browser does this work in
 * native code.
 */
function connectLean(url, readBuffer, { onOpen, onText }) {
  const { hostname, port, pathname } = new URL(url);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1').update(key + GUID).digest('base64');
  let upgraded = false;
  // Bytes of a frame split across reads; the read buffer is reused, so they are copied out.
  let pending = null;
  const onRead = (length, buffer) => {
    let buf = pending ? Buffer.concat([pending, buffer.subarray(0, length)]) : buffer.subarray(0, length);
    pending = null;
    if (!upgraded) {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return void (pending = Buffer.from(buf));
      const head = buf.toString('latin1', 0, end);
      if (!head.startsWith('HTTP/1.1 101') || !head.includes(`Sec-WebSocket-Accept: ${accept}`)) throw new Error(`no WebSocket upgrade: ${head.split('\r\n')[0]}`);
      upgraded = true;
      onOpen();
      buf = buf.subarray(end + 4);
    }
    let at = 0;
    while (buf.length - at >= 2) {
      if ((buf[at] & 0x80) === 0) throw new Error('a fragmented frame: the server sends every message whole');
      const opcode = buf[at] & 0x0f;
      let size = buf[at + 1] & 0x7f;
      let start = at + 2;
      if (size === 126) {
        if (buf.length - at < 4) break;
        size = buf.readUInt16BE(at + 2);
        start = at + 4;
      } else if (size === 127) {
        if (buf.length - at < 10) break;
        size = Number(buf.readBigUInt64BE(at + 2));
        start = at + 10;
      }
      if (buf.length < start + size) break;
      const payload = buf.subarray(start, start + size);
      at = start + size;
      if (opcode === 0x1) onText(payload);
      else if (opcode === 0x9) send(0xa, payload);
      else if (opcode === 0x8) socket.end();
    }
    if (at < buf.length) pending = Buffer.from(buf.subarray(at));
  };
  const socket = net.connect({ port: Number(port), host: hostname, onread: { buffer: readBuffer, callback: onRead } });
  socket.setNoDelay(true);
  const send = (opcode, payload) => {
    const long = payload.length >= 126;
    const head = Buffer.alloc(long ? 8 : 6);
    head[0] = 0x80 | opcode;
    head[1] = 0x80 | (long ? 126 : payload.length);
    if (long) head.writeUInt16BE(payload.length, 2);
    const mask = randomBytes(4);
    mask.copy(head, head.length - 4);
    const body = Buffer.from(payload);
    for (let i = 0; i < body.length; i += 1) body[i] ^= mask[i & 3];
    socket.write(Buffer.concat([head, body]));
  };
  socket.on('connect', () => {
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  });
  socket.on('error', () => {});
  return {
    sendText: (text) => send(0x1, Buffer.from(text)),
    isOpen: () => upgraded && socket.readyState === 'open',
    terminate: () => socket.destroy(),
  };
}

async function runClients({ urls, count }) {
  const latency = new Uint32Array(LATENCY_BUCKETS);
  let subscribed = 0;
  let open = 0;
  const sockets = [];
  // Which drops each socket received: a byte per drop, by the drop's index in this process (the
  // driver opens about rate × seconds cases; twice that leaves room).
  const dropCapacity = Math.ceil(rate * seconds) * 2;
  const received = [];
  const dropIndex = new Map();
  // The server encodes a message once for all its sockets, so every socket of this process receives the
  // same bytes for a drop: they are parsed once per process and recognised by byte comparison on the
  // others (each of thousands of browsers would parse its own on its own machine; here the parsing
  // shares two cores with the servers under test). Drops overlap in flight, so the last few are kept.
  const recent = [];
  const read = (payload) => {
    for (let i = recent.length - 1; i >= 0; i -= 1) if (recent[i].bytes.equals(payload)) return recent[i];
    const text = payload.toString('utf8');
    const message = JSON.parse(text);
    const drop = message.type === 'message' ? message.data?.drop : undefined;
    const committed = drop ? Date.parse(drop.created_at) : NaN;
    if (drop && Number.isNaN(committed)) throw new Error(`a live drop without created_at: ${text.slice(0, 200)}`);
    if (drop && !dropIndex.has(drop.id)) {
      if (dropIndex.size === dropCapacity) throw new Error(`more than ${dropCapacity} drops`);
      dropIndex.set(drop.id, dropIndex.size);
    }
    const entry = { bytes: Buffer.from(payload), type: message.type, index: drop ? dropIndex.get(drop.id) : -1, committed };
    if (recent.length >= 32) recent.shift();
    recent.push(entry);
    return entry;
  };
  // One read buffer for every socket of the process: each read is handled before the next begins.
  const readBuffer = Buffer.alloc(64 * 1024);
  for (let i = 0; i < count; i += 1) {
    const seen = new Uint8Array(dropCapacity);
    received.push(seen);
    const client = connectLean(urls[i % urls.length], readBuffer, {
      onOpen: () => {
        open += 1;
        client.sendText(JSON.stringify({ method: 'subscribe', channel: CHANNEL }));
      },
      onText: (payload) => {
        const { type, index, committed } = read(payload);
        if (type === 'ping') client.sendText('{"method":"pong"}');
        else if (type === 'subscribed') subscribed += 1;
        else if (index >= 0) {
          seen[index] = 1;
          latency[Math.min(Math.max(0, Date.now() - committed), LATENCY_BUCKETS - 1)] += 1;
        }
      },
    });
    sockets.push(client);
    // Opening thousands at once overruns the listen backlog: a few hundred a tick.
    if (i % 200 === 199) await sleep(20);
  }
  for (let i = 0; i < 600 && subscribed < count; i += 1) await sleep(100);
  // Ending through exit (not the signal's default) lets --cpu-prof write its profile.
  process.on('SIGTERM', () => process.exit(0));
  process.send({ type: 'ready', subscribed, open });
  process.on('message', (message) => {
    if (message.type !== 'report') return;
    const indexes = message.ids.map((id) => dropIndex.get(id) ?? -1);
    let delivered = 0;
    let missing = 0;
    for (const seen of received) {
      for (const index of indexes) {
        if (index >= 0 && seen[index] === 1) delivered += 1;
        else missing += 1;
      }
    }
    const stillOpen = sockets.filter((s) => s.isOpen()).length;
    for (const socket of sockets) socket.terminate();
    process.send({ type: 'report', delivered, missing, latency: Array.from(latency), stillOpen });
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
