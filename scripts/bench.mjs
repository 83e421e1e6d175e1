#!/usr/bin/env node
// `npm run bench`: case opens per second over HTTP on PostgreSQL, compared with pgbench (TPC-B)
// at the same client count and duration on the same database server.
//
// BENCH_DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
// BENCH_SECONDS       duration of each run (default 20)
// BENCH_CONNECTIONS   concurrent HTTP connections and pgbench clients (default 16)
// BENCH_USERS         players taking part (default 200)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const players = Number(process.env.BENCH_USERS ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3290);
const CASE = 'pocket-money';

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

function runAutocannon(url, tokens) {
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

function pgbench(databaseUrl) {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', databaseUrl], { stdio: 'ignore' });
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
  await admin('DROP DATABASE IF EXISTS tastydrop_bench WITH (FORCE)');
  await admin('CREATE DATABASE tastydrop_bench');
  await admin('DROP DATABASE IF EXISTS tastydrop_pgbench WITH (FORCE)');
  await admin('CREATE DATABASE tastydrop_pgbench');
  const databaseUrl = dbUrl('tastydrop_bench');
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
    },
  });
  try {
    await waitForServer(url, server);
    const tokens = await createPlayers(url, databaseUrl);
    console.log(`Opening "${CASE}" for ${seconds} s with ${connections} connections and ${players} players…`);
    const result = await runAutocannon(url, tokens);
    const opens = result['2xx'] / result.duration;
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(`Running pgbench (TPC-B, scale 10) for ${seconds} s with ${connections} clients…`);
    const tps = pgbench(dbUrl('tastydrop_pgbench'));
    console.log('');
    console.log(`case opens/s     ${opens.toFixed(1)}`);
    console.log(`latency p50      ${result.latency.p50} ms`);
    console.log(`latency p99      ${result.latency.p99} ms`);
    console.log(`failed requests  ${failures}`);
    console.log(`pgbench tps      ${tps.toFixed(1)}`);
    console.log(`ratio            ${(opens / tps).toFixed(2)} (opens/s ÷ pgbench tps; goal ≥ 0.5)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await admin('DROP DATABASE IF EXISTS tastydrop_bench WITH (FORCE)');
    await admin('DROP DATABASE IF EXISTS tastydrop_pgbench WITH (FORCE)');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
