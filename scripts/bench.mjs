#!/usr/bin/env node
// `npm run bench`: case opens per second over HTTP on PostgreSQL, one transaction per open
// (single) and opens batched together (batched), compared with pgbench (TPC-B) at the same
// client counts and duration on the same database server, in the same run.
//
// BENCH_DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
// BENCH_SECONDS       duration of each run (default 20)
// BENCH_CONNECTIONS   comma-separated HTTP connections and pgbench clients (default 16,64)
// BENCH_USERS         players taking part (default 200)
// BENCH_MODES         comma-separated paths to measure (default single,batched)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '16,64').split(',').map(Number);
const players = Number(process.env.BENCH_USERS ?? 200);
const modes = (process.env.BENCH_MODES ?? 'single,batched').split(',');
const port = Number(process.env.BENCH_PORT ?? 3290);
const CASE = 'pocket-money';
const DB = 'tastydrop_bench';
const PGBENCH_DB = 'tastydrop_pgbench';

function dbUrl(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sqlText) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function waitForServer(url, child) {
  for (let i = 0; i < 600; i += 1) {
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

async function createPlayers(url, databaseUrl) {
  const tokens = [];
  for (let i = 0; i < players; i += 1) {
    const res = await fetch(`${url}/api/v1/auth/registration/quick`, { method: 'POST' });
    const body = await res.json();
    tokens.push(body.data.access_token);
  }
  // A large balance for every player, credited through the ledger so the books stay right.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`WITH credited AS (UPDATE users SET balance = balance + 100000000 RETURNING id, balance)
    INSERT INTO ledger (user_id, currency, delta, balance_after, reason) SELECT id, 'money', 100000000, balance, 'bench' FROM credited`);
  await client.end();
  return tokens;
}

function runAutocannon(url, tokens, connections) {
  let next = 0;
  return autocannon({
    url: `${url}/api/v1/cases/${CASE}/open`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[next++ % tokens.length]}` },
          body: '{"multi_open":1}',
        }),
      },
    ],
  });
}

/** The books after a run: every player's ledger sums to the balance, every opening has its item. */
async function checkBooks(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: ledger } = await client.query(`SELECT count(*)::int AS n FROM users u
      WHERE u.balance <> coalesce((SELECT sum(delta) FROM ledger l WHERE l.user_id = u.id AND l.currency = 'money'), 0)`);
    const { rows: orphans } = await client.query(`SELECT count(*)::int AS n FROM openings o
      LEFT JOIN inventory_items i ON i.id = o.inventory_item_id WHERE i.id IS NULL`);
    return ledger[0].n === 0 && orphans[0].n === 0;
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
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: url,
      SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123',
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      OPEN_RATE_LIMIT: '1000000',
      PAYMENTS_PROVIDER: 'sandbox',
      OPERATOR_NAME: 'Bench operator',
      OPERATOR_REGISTRATION: 'bench',
      OPERATOR_ADDRESS: 'bench',
      SUPPORT_EMAIL: 'support@bench.example',
      OPEN_BATCH: mode === 'batched' ? 'on' : 'off',
    },
  });
  const results = [];
  try {
    await waitForServer(url, server);
    const tokens = await createPlayers(url, databaseUrl);
    for (const connections of connectionCounts) {
      console.log(`${mode}: opening "${CASE}" for ${seconds} s with ${connections} connections and ${players} players…`);
      const r = await runAutocannon(url, tokens, connections);
      results.push({
        mode,
        connections,
        opens: r['2xx'] / r.duration,
        p50: r.latency.p50,
        p99: r.latency.p99,
        failed: r.non2xx + r.errors + r.timeouts,
      });
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  const booksOk = await checkBooks(databaseUrl);
  for (const r of results) r.books = booksOk ? 'exact' : 'WRONG';
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  return results;
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
    for (const mode of modes) rows.push(...(await measureServer(mode)));
    const tps = new Map();
    for (const connections of connectionCounts) tps.set(connections, pgbench(connections));
    console.log('');
    console.log(`Measured ${started.toISOString()} (${seconds} s per run, ${players} players, case "${CASE}")`);
    console.log('');
    console.log('| path | connections | opens/s | p50 | p99 | failed | books | pgbench tps | ratio |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const t = tps.get(r.connections);
      console.log(
        `| ${r.mode} | ${r.connections} | ${r.opens.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.failed} | ${r.books} | ${t.toFixed(0)} | ${(r.opens / t).toFixed(2)} |`,
      );
    }
    console.log('');
    console.log('ratio = opens/s ÷ pgbench TPC-B tps at the same client count (goal for batched: ≥ 1.0, p99 < 50 ms at 64)');
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${PGBENCH_DB} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
