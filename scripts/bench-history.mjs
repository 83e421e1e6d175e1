#!/usr/bin/env node
// `npm run bench:history`: fills a PostgreSQL database with a year of a busy site, by SQL only
// (INSERT ... SELECT over generate_series; no HTTP), so the reads and writes can be measured on a
// database the size production reaches. The schema and the catalog are the server's own: the
// migrations run and the catalog is seeded by the server's modules (loaded from source).
//
//   npm run bench:history -- [--scale S] [--database-url URL] [--check]
//
// --scale S         1 (default): 1,000,000 players and 20,000,000 openings, everything else in proportion
// --database-url U  fill this (empty, or freshly migrated) database; without it a new database
//                   history_<timestamp> is created on BENCH_DATABASE_URL (default
//                   postgres://postgres@127.0.0.1:5432/postgres). The script never drops it: the last line
//                   it prints is `DATABASE_URL=<url>`, for the caller to bench against and drop later.
// --check           afterwards, count the players whose books are wrong (balance against the ledger's sum,
//                   kept inventory value against the available items); exits 1 if any are
//
// Proportions at scale 1 (counts scale linearly; the whales' openings with the total):
// - players: 1,000,000 registered over the year; 40% never deposit nor play. The other 60% open cases
//   following a Pareto tail (alpha 1.5, capped): median about 10 openings, mean about 30; plus 20 whales
//   of 50,000 openings each (5% of all openings). Cheap cases are opened more (case rank ~ u^2).
// - openings: 20,000,000, one fairness seed per player who plays (nonces in order); each drop is rolled
//   from the case's real drop weights. Their items: 80% sold at once, 8% withdrawn (an accepted withdrawal),
//   4% held, 6% staked in an upgrade, 2% in a contract (three drops each).
// - upgrades: about 1,200,000 (one per staked item, target 1.5x to 10x its price, 95% return); the won
//   prizes are 90% sold, 10% held. Contracts: about 130,000, return 50% to 150%, prizes likewise.
// - battles: one per 50 openings of a player (about 400,000), 1v1 against a house bot, 1 to 3 rounds of
//   one case; the higher total (the player about half the time) takes every drop: the player's are sold
//   (95%), the bot's stay with the house. Their seeds and case tables are stand-ins the battles' self-check
//   could not replay, so they are stored as verified (the server checks a finished battle once).
// - payments: a player's deposits are spread over their openings (one per 15 openings, at most 300), each
//   covering what the period stakes beyond the previous period's winnings, so no balance ever goes
//   negative; 10% more payments failed. Ledger: deposits, case_open and battle_stake debits, item_sell
//   credits (one per sold item), with balance_after in order; balance = the ledger's sum.
// - activity: case_user_opens per player and case, users' cases_opened, spent and last_seen_at.
// - sessions: 1 to 3 per player; analytics events: 3,000,000 page views over the last month;
//   audit log: 50,000 console actions.
// - the engagement feed's cursors stand at the end of the history, as on a site whose feed kept up: the
//   boards, events and battle pass hold no totals from it (a server started on it does not replay the year).
//
// While filling, the bulk tables' plain indexes and foreign keys are dropped and made again at the end
// (exactly as the migrations define them); a fill that fails half-way leaves them dropped: drop the database.
//
// Measured on 2 shared cores, PostgreSQL 15 with default settings (docs/benchmarks.md, "History fill"):
// scale 0.01 fills in 16-20 s (233 MB), scale 0.05 in 86-98 s (1.1 GB; 14,000-16,000 openings/s over the
// chunks, 14 s for the indexes and keys), with --check right. Scale 1 extrapolates to about 30 min if that
// rate held, up to about 45 min as the tables outgrow memory and the chunk rate keeps falling (about
// 20,000/s at the start of a 0.05 run, 14,000-16,000/s at its end); about 22 GB on disk.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import * as lib from './bench-lib.mjs';
import { CHUNK_SQL, EXTRAS_SQL, HELPERS, NUMBERING_SQL, PLAYERS_SQL, SETUP_SQL } from './bench-history-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, 'database-url': { type: 'string' }, check: { type: 'boolean', default: false } },
});
const scale = Number(args.scale);
if (!(scale > 0)) throw new Error('--scale must be a positive number');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** At scale 1. */
const PLAYERS = 1_000_000;
const OPENINGS = 20_000_000;
const WHALES = 20;
const WHALE_OPENINGS = 50_000;
const PAGE_VIEWS = 3_000_000;
const AUDIT_ROWS = 50_000;

const players = Math.max(100, Math.round(PLAYERS * scale));
const openings = Math.max(2000, Math.round(OPENINGS * scale));
const whales = Math.max(1, Math.round(WHALES * scale));
const whaleOpenings = Math.min(WHALE_OPENINGS, Math.floor((openings * 0.05) / whales));
/** Openings per chunk: 1,000,000 at scale 1, smaller at small scales so chunking still runs. */
const chunkOpenings = Math.min(1_000_000, Math.max(50_000, Math.ceil(openings / 20)));

const started = performance.now();
const secondsSince = (t) => ((performance.now() - t) / 1000).toFixed(1);
const log = (text) => process.stdout.write(`${text}\n`);

/** Turns the named parameters (:name) of `text` into numbered ones, with their values in order. */
function bind(text, values) {
  const names = [];
  const numbered = text.replace(new RegExp(`(?<!:):(${Object.keys(values).join('|')})\\b`, 'g'), (_, name) => {
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return [numbered, names.map((name) => values[name])];
}

/** Runs one statement and prints what it did and how long it took. */
async function step(client, label, text, params = []) {
  const t = performance.now();
  const result = await client.query(text, params);
  const rows = ['INSERT', 'UPDATE', 'SELECT'].includes(result.command) ? `${result.rowCount} rows, ` : '';
  if (label) log(`  ${label}: ${rows}${secondsSince(t)} s`);
  return result;
}

/** Migrates and seeds the database with the server's own modules. */
async function prepareSchema(databaseUrl) {
  const parent = pathToFileURL(path.join(root, 'apps/server/src/index.js')).href;
  const { createDatabase, migrateDatabase } = await tsImport('./platform/db/index.ts', parent);
  const { seedOnStart } = await tsImport('./seed/index.ts', parent);
  const database = await createDatabase({ databaseUrl, poolSize: 2, waitMs: 10_000 });
  try {
    await migrateDatabase(database);
    await seedOnStart(database.db, process.env.GAME ?? 'dota');
  } finally {
    await database.close();
  }
}

const COUNTED = ['users', 'fairness_seeds', 'openings', 'inventory_items', 'ledger', 'payments', 'upgrades', 'contracts', 'battles',
  'battle_members', 'battle_drops', 'withdrawals', 'case_user_opens', 'sessions', 'analytics_events', 'audit_log'];

/** The tables filled in bulk: their plain indexes and foreign keys are dropped during the fill and made again after it. */
const BULK_TABLES = ['openings', 'inventory_items', 'ledger', 'payments', 'upgrades', 'contracts', 'battles', 'battle_members', 'battle_drops',
  'battle_results', 'withdrawals', 'case_user_opens', 'sessions', 'analytics_events', 'audit_log'];

/**
 * Drops the bulk tables' non-unique indexes and foreign keys, returning the statements that make them
 * again exactly as the migrations defined them: one index build and one key check over the filled table
 * cost far less than maintaining them row by row. Primary keys and unique indexes stay on.
 */
async function deferIndexes(client) {
  const { rows } = await client.query(
    `SELECT 'DROP INDEX ' || i.indexrelid::regclass AS drop, pg_get_indexdef(i.indexrelid) AS make, 1 AS step
       FROM pg_index i WHERE i.indrelid::regclass::text = ANY($1) AND NOT i.indisunique AND NOT i.indisprimary
     UNION ALL
     SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname),
            format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)), 2
       FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1)
     ORDER BY step, make`,
    [BULK_TABLES],
  );
  for (const r of rows) await client.query(r.drop);
  log(`  ${rows.length} indexes and foreign keys deferred`);
  return rows.map((r) => r.make);
}

/** Creates the scratch database unless one is given; returns its URL. */
async function targetDatabase() {
  if (args['database-url']) return args['database-url'];
  const name = `history_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  await lib.admin(adminUrl, `CREATE DATABASE ${name}`);
  return lib.dbUrl(adminUrl, name);
}

async function fill(client) {
  log('catalog and players');
  for (const text of HELPERS) await step(client, '', text);
  const { rows: [counts] } = await client.query(`SELECT (SELECT count(*) FROM hist_cases)::int AS cases,
    (SELECT min(id) FROM users WHERE is_bot) AS bot, (SELECT coalesce(min(id), 0) FROM payment_directions) AS direction`);
  if (counts.cases === 0) throw new Error('the catalog has no case to open: was it seeded?');
  await step(client, 'hist_players', PLAYERS_SQL, [players, whales, whaleOpenings, openings]);
  await step(client, '', NUMBERING_SQL[0], [openings]);
  for (const text of NUMBERING_SQL.slice(1)) await step(client, '', text, text.includes('$1') ? [chunkOpenings, openings] : []);
  await step(client, 'users', SETUP_SQL[0]);
  await step(client, '', SETUP_SQL[1]);
  await step(client, 'fairness_seeds', SETUP_SQL[2]);
  await step(client, '', SETUP_SQL[3], [openings]);
  const { rows: [{ chunks }] } = await client.query(`SELECT max(chunk) + 1 AS chunks FROM hist_players`);
  const deferred = await deferIndexes(client);
  const fillStarted = performance.now();
  let done = 0;
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    log(`chunk ${chunk + 1}/${chunks}`);
    for (const [label, text] of CHUNK_SQL) {
      const result = await step(client, label, ...bind(text, { chunk, ...counts }));
      if (label === 'openings') done += result.rowCount;
    }
    log(`  ${done} of ${openings} openings, ${Math.round(done / ((performance.now() - fillStarted) / 1000))} openings/s`);
  }
  log('the rest');
  await step(client, 'sessions', EXTRAS_SQL[0][1]);
  await step(client, 'analytics_events', EXTRAS_SQL[1][1], [Math.round(PAGE_VIEWS * scale), players]);
  await step(client, 'audit_log', EXTRAS_SQL[2][1], [Math.round(AUDIT_ROWS * scale), players]);
  await step(client, 'activity_cursors', EXTRAS_SQL[3][1]);
  await step(client, '', `DROP TABLE hist_cases, hist_slots, hist_items, hist_players`);
  log('indexes and foreign keys');
  for (const text of deferred) await step(client, text.replace(/ (ON|FOREIGN KEY|REFERENCES) .*/, ''), text);
  await step(client, 'analyze', `ANALYZE`);
}

/** Players whose books are wrong, and ledger rows whose running balance went below zero. */
async function checkFilled(databaseUrl, client) {
  const booksRight = await lib.checkBooks(databaseUrl);
  const { rows: [kept] } = await client.query(`SELECT
    (SELECT count(*) FROM ledger WHERE balance_after < 0)::int AS negative,
    (SELECT count(*) FROM users u JOIN LATERAL (SELECT sum(delta) AS s FROM ledger l WHERE l.user_id = u.id) AS l ON true
       WHERE l.s IS NOT NULL AND u.balance <> (SELECT balance_after FROM ledger WHERE user_id = u.id ORDER BY id DESC LIMIT 1))::int AS last_wrong,
    -- The kept profit values against their definition over the items.
    (SELECT count(*) FROM users u LEFT JOIN inventory_values v ON v.user_id = u.id
       LEFT JOIN LATERAL (SELECT sum(price) FILTER (WHERE source IN ('Case', 'Upgrade', 'Contract', 'Battle') AND status <> 'unpacked') AS won,
                                 sum(price) FILTER (WHERE status IN ('to_upgrade', 'to_contract')) AS staked
                          FROM inventory_items i WHERE i.user_id = u.id) AS i ON true
       WHERE coalesce(v.won, 0) <> coalesce(i.won, 0) OR coalesce(v.staked, 0) <> coalesce(i.staked, 0))::int AS profit_wrong`);
  log(`check: balances and inventory values ${booksRight ? 'right' : 'WRONG'}; won and staked values wrong: ${kept.profit_wrong}; `
    + `ledger rows below zero: ${kept.negative}; balances unlike the last balance_after: ${kept.last_wrong}`);
  return booksRight && kept.negative === 0 && kept.last_wrong === 0 && kept.profit_wrong === 0;
}

async function main() {
  log(`scale ${scale}: ${players} players, ${openings} openings (${whales} whales of ${whaleOpenings}), chunks of about ${chunkOpenings}`);
  const databaseUrl = await targetDatabase();
  log(`database: ${databaseUrl}`);
  let t = performance.now();
  await prepareSchema(databaseUrl);
  log(`schema and catalog: ${secondsSince(t)} s`);
  const ok = await lib.withClient(databaseUrl, async (client) => {
    // Losing the last commits on a crash costs nothing here; waiting for each flush costs time.
    await client.query(`SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`);
    t = performance.now();
    await fill(client);
    const fillSeconds = (performance.now() - t) / 1000;
    log('rows:');
    for (const table of COUNTED) log(`  ${table}: ${(await client.query(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0].n}`);
    const { rows: [size] } = await client.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS pretty, pg_database_size(current_database()) AS bytes`);
    log(`filled in ${fillSeconds.toFixed(0)} s (${Math.round(openings / fillSeconds)} openings/s); database size ${size.pretty} (${size.bytes} bytes); total ${secondsSince(started)} s`);
    return args.check ? checkFilled(databaseUrl, client) : true;
  });
  log(`DATABASE_URL=${databaseUrl}`);
  if (!ok) process.exitCode = 1;
}

await main();
