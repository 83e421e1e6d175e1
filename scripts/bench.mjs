#!/usr/bin/env node
// `npm run bench`: case opens per second over HTTP on PostgreSQL, one transaction per open
// (single) and opens batched together (batched), compared with pgbench (TPC-B) at the same
// client counts and duration on the same database server, and with a bare Fastify route on the same
// Node (scripts/bench-bare-server.mjs: the most a request can cost here), in the same run.
//
// BENCH_DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
// BENCH_SECONDS       duration of each run (default 20)
// BENCH_CONNECTIONS   comma-separated HTTP connections and pgbench clients (default 16,64,256; pgbench
//                     runs with at most 64 clients, within the database server's connection limit)
// BENCH_USERS         players taking part (default 200)
// BENCH_MODES         comma-separated paths to measure (default single,batched)
// BENCH_DB            name of the scratch database (default tastydrop_bench; pgbench's gets _pgbench)
// BENCH_WRITES        comma-separated connection counts for selling and upgrading, after the opens
//                     on the same server (default 64; empty to skip)
// BENCH_NODE_ARGS     extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//                     (summarise with scripts/cpu-profile-top.mjs)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import * as lib from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '16,64,256').split(',').map(Number);
/** pgbench opens one connection per client: beyond this it would pass the server's max_connections (100 by default). */
const PGBENCH_MAX_CLIENTS = 64;
const players = Number(process.env.BENCH_USERS ?? 200);
const modes = (process.env.BENCH_MODES ?? 'single,batched').split(',');
const port = Number(process.env.BENCH_PORT ?? 3290);
const writeCounts = (process.env.BENCH_WRITES ?? '64').split(',').filter(Boolean).map(Number);
/**
 * Items given to every player before each selling or upgrading run (one is used per request): enough
 * for 20,000 requests a second over 20 s with 200 players, so a fast machine does not run out mid-run.
 */
const ITEMS_PER_PLAYER = Number(process.env.BENCH_ITEMS ?? 2000);
const CASE = 'pocket-money';
const DB = process.env.BENCH_DB ?? 'tastydrop_bench';
const BARE_PORT = port + 9;
const PGBENCH_DB = process.env.BENCH_DB ? `${process.env.BENCH_DB}_pgbench` : 'tastydrop_pgbench';
const dbUrl = (name) => lib.dbUrl(adminUrl, name);
const admin = (sqlText) => lib.admin(adminUrl, sqlText);

function runAutocannon(url, tokens, connections, target = { path: `/api/v1/cases/${CASE}/open`, body: () => '{"multi_open":1}' }) {
  let next = 0;
  return autocannon({
    url: `${url}${target.path}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const player = next++ % tokens.length;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[player]}` },
            body: target.body(player),
          };
        },
      },
    ],
  });
}

/** Sells (one item a request) or upgrades (one item toward a dearer one), each request with an item not used before. */
function writeTarget(kind, pool) {
  const cursor = pool.items.map(() => 0);
  const nextItem = (player) => pool.items[player][cursor[player]++ % pool.items[player].length];
  return kind === 'sell'
    ? { path: '/api/v1/inventory/sell', body: (player) => JSON.stringify({ id: nextItem(player) }) }
    : { path: '/api/v1/upgrades/upgrade-items', body: (player) => JSON.stringify({ items: [nextItem(player)], target_item_id: pool.targetId }) };
}

/**
 * The engagement feed (coins, boards, the battle pass) applies opens after they commit. How many opens
 * it had still to apply when a run ended, and how long it then took to catch up: the opens/s above count
 * only work the feed keeps up with if these stay small.
 */
async function feedCatchUp(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const behind = async () =>
      Number((await client.query(`SELECT (SELECT coalesce(max(id), 0) FROM openings) - coalesce((SELECT last_id FROM activity_cursors WHERE source = 'openings'), 0) AS n`)).rows[0].n);
    const atEnd = await behind();
    const started = Date.now();
    while ((await behind()) > 0) {
      if (Date.now() - started > 120_000) throw new Error('the activity feed did not catch up within 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    return { feedBehind: atEnd, feedCaughtUpMs: Date.now() - started };
  } finally {
    await client.end();
  }
}

async function measureServer(mode) {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  const databaseUrl = dbUrl(DB);
  const url = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: lib.benchServerEnv({
      PUBLIC_BASE_URL: url,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      OPEN_BATCH: mode === 'batched' ? 'on' : 'off',
      SELL_BATCH: mode === 'batched' ? 'on' : 'off',
      UPGRADE_BATCH: mode === 'batched' ? 'on' : 'off',
    }),
  });
  const results = [];
  const writes = [];
  try {
    await lib.waitForServer(url, server);
    const { tokens, playerIds } = await lib.createPlayers(url, databaseUrl, players);
    for (const connections of connectionCounts) {
      console.log(`${mode}: opening "${CASE}" for ${seconds} s with ${connections} connections and ${players} players…`);
      const r = await lib.withCpu(server.pid, () => runAutocannon(url, tokens, connections));
      const feed = await feedCatchUp(databaseUrl);
      results.push({
        ...feed,
        mode,
        connections,
        opens: r['2xx'] / r.duration,
        p50: r.latency.p50,
        p99: r.latency.p99,
        failed: r.non2xx + r.errors + r.timeouts,
        cpuUs: r.cpuUsPerRequest,
      });
    }
    for (const kind of writeCounts.length > 0 ? ['sell', 'upgrade'] : []) {
      for (const connections of writeCounts) {
        const pool = await lib.givePlayersItems(databaseUrl, playerIds, ITEMS_PER_PLAYER);
        console.log(`${mode}: ${kind === 'sell' ? 'selling' : 'upgrading'} one item a request for ${seconds} s with ${connections} connections…`);
        const r = await lib.withCpu(server.pid, () => runAutocannon(url, tokens, connections, writeTarget(kind, pool)));
        writes.push({
          mode,
          kind,
          connections,
          perSecond: r['2xx'] / r.duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
          failed: r.non2xx + r.errors + r.timeouts,
          cpuUs: r.cpuUsPerRequest,
        });
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  const booksOk = await lib.checkBooks(databaseUrl);
  for (const r of [...results, ...writes]) r.books = booksOk ? 'exact' : 'WRONG';
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  return { results, writes };
}

function pgbench(connections) {
  const databaseUrl = dbUrl(PGBENCH_DB);
  execFileSync('pgbench', ['-i', '-q', '-s', '10', databaseUrl], { stdio: 'ignore' });
  console.log(`pgbench: TPC-B, scale 10, for ${seconds} s with ${connections} clients…`);
  const out = execFileSync('pgbench', ['-c', String(connections), '-j', '2', '-T', String(seconds), databaseUrl], { encoding: 'utf8' });
  const match = /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`cannot read pgbench output:\n${out}`);
  return Number(match[1]);
}

/** Requests/s of a bare Fastify route returning a fixed JSON body, with the same autocannon settings, and its CPU per request. */
async function bareRate(connections) {
  const bare = spawn(process.execPath, [path.join(root, 'scripts/bench-bare-server.mjs'), String(BARE_PORT)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise((resolve, reject) => {
      bare.once('message', resolve);
      bare.once('exit', () => reject(new Error('the bare server exited during start')));
    });
    console.log(`bare Fastify: one fixed JSON route for ${seconds} s with ${connections} connections…`);
    const r = await lib.withCpu(bare.pid, () =>
      autocannon({
        url: `http://127.0.0.1:${BARE_PORT}/bare`,
        connections,
        duration: seconds,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
        body: '{"multi_open":1}',
      }),
    );
    return { rate: r['2xx'] / r.duration, cpuUs: r.cpuUsPerRequest };
  } finally {
    bare.kill('SIGTERM');
    await new Promise((r) => bare.once('exit', r));
  }
}

const cpu = (us) => (us === null ? '-' : `${us.toFixed(0)} µs`);
const cpuRatio = (us, bareUs) => (us === null || !bareUs ? '-' : (us / bareUs).toFixed(1));

async function main() {
  if (spawnSync('pgbench', ['--version']).status !== 0) throw new Error('pgbench is not installed (Debian: postgresql-client)');
  if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@tastydrop/server'], { cwd: root, stdio: 'inherit' });
  }
  await admin(`DROP DATABASE IF EXISTS ${PGBENCH_DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${PGBENCH_DB}`);
  const started = new Date();
  try {
    const rows = [];
    const writes = [];
    for (const mode of modes) {
      const measured = await measureServer(mode);
      rows.push(...measured.results);
      writes.push(...measured.writes);
    }
    const tps = new Map();
    const bare = new Map();
    for (const connections of new Set([...connectionCounts, ...writeCounts])) {
      const clients = Math.min(connections, PGBENCH_MAX_CLIENTS);
      tps.set(connections, tps.get(clients) ?? pgbench(clients));
      bare.set(connections, await bareRate(connections));
    }
    console.log('');
    console.log(`Measured ${started.toISOString()} (${seconds} s per run, ${players} players, case "${CASE}")`);
    console.log('');
    console.log('| path | connections | opens/s | p50 | p99 | failed | books | feed behind at end | feed caught up | pgbench tps | ratio | bare req/s | ÷ bare | CPU per open | × bare CPU |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const t = tps.get(r.connections);
      const b = bare.get(r.connections);
      console.log(
        `| ${r.mode} | ${r.connections} | ${r.opens.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.failed} | ${r.books} | ${r.feedBehind} opens | ${r.feedCaughtUpMs} ms | ${t.toFixed(0)} | ${(r.opens / t).toFixed(2)} | ${b.rate.toFixed(0)} | ${(r.opens / b.rate).toFixed(2)} | ${cpu(r.cpuUs)} | ${cpuRatio(r.cpuUs, b.cpuUs)} |`,
      );
    }
    console.log('');
    console.log(`ratio = opens/s ÷ pgbench TPC-B tps at the same client count, at most ${PGBENCH_MAX_CLIENTS} (goal for batched: ≥ 1.0, p99 < 50 ms at 64; at 256 p99 < 150 ms and none failed)`);
    console.log('÷ bare = opens/s ÷ a bare Fastify route\'s requests/s at the same connection count (goal for batched at 64: ≥ 0.5)');
    console.log('CPU per open = the server process\'s CPU time (user + system) during the run ÷ the opens answered; × bare CPU = that ÷ the bare route\'s CPU per request');
    console.log('feed: opens not yet applied to coins, boards and the battle pass when the run ended, and the time to apply them');
    if (writes.length > 0) {
      console.log('');
      console.log('| path | request | connections | requests/s | p50 | p99 | failed | books | pgbench tps | ratio | ÷ bare | CPU per request | × bare CPU |');
      console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
      for (const w of writes) {
        const t = tps.get(w.connections);
        const b = bare.get(w.connections);
        console.log(
          `| ${w.mode} | ${w.kind} | ${w.connections} | ${w.perSecond.toFixed(0)} | ${w.p50} ms | ${w.p99} ms | ${w.failed} | ${w.books} | ${t ? t.toFixed(0) : '-'} | ${t ? (w.perSecond / t).toFixed(2) : '-'} | ${(w.perSecond / b.rate).toFixed(2)} | ${cpu(w.cpuUs)} | ${cpuRatio(w.cpuUs, b.cpuUs)} |`,
        );
      }
      console.log('');
      console.log(`sell: POST /inventory/sell of one item; upgrade: POST /upgrades/upgrade-items with one item (${ITEMS_PER_PLAYER} items per player per run)`);
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${PGBENCH_DB} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
