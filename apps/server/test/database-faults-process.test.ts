import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateDatabase, type Database } from '../src/platform/db/index.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { alive, answersGrow, createPlayers, lostOpenings, openAt, openUnderLoad, runMark, startTcpProxy, type OpenAnswer, type Player, type TcpProxy } from './fault-fixtures.js';
import { createTestDatabaseUrl } from './helpers.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

const PLAYERS = 6;
const START_BALANCE = 10_000_000;
/** Rounds of terminating every backend of the test database, and answers to wait for between them. */
const TERMINATIONS = 3;
const ANSWERS_BETWEEN_FAULTS = 30;
/** Two server processes start within this on a busy machine; the faults themselves take seconds. */
const TEST_TIMEOUT_MS = 240_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** What every fault must leave: both nodes up and serving, failures only `busy`, nothing acknowledged lost, books exact. */
async function expectSurvived(setup: Database, players: Player[], nodes: ServerProcess[], answers: OpenAnswer[]): Promise<void> {
  expect(nodes.map((n) => (alive(n) ? 'up' : n.output()))).toEqual(['up', 'up']);
  const failed = answers.filter((a) => a.status !== 200);
  expect(failed.filter((a) => a.status !== 409 || a.code !== 'busy')).toEqual([]);
  expect(answers.length - failed.length).toBeGreaterThan(0);
  // Later requests succeed at both nodes.
  const after = await Promise.all(players.flatMap((p) => nodes.map((n) => openAt(n, p))));
  expect(after.map((a) => a.status)).toEqual(after.map(() => 200));
  expect(await lostOpenings(setup.db, [...answers, ...after])).toEqual([]);
  expect(await bookMismatches(setup.db)).toEqual([]);
}

// Two nodes on one PostgreSQL, through a TCP proxy the test can cut: connections that break under load
// fail the request in flight, never the node.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL faults under load on two nodes', () => {
  let setup: Database;
  let players: Player[];
  let databaseName: string;
  let proxy: TcpProxy;
  let nodes: ServerProcess[];

  beforeAll(async () => {
    const { url, drop } = await createTestDatabaseUrl();
    cleanups.push(drop);
    databaseName = new URL(url).pathname.slice(1);
    setup = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
    cleanups.push(() => setup.close());
    await migrateDatabase(setup);
    await seedFixtureCatalog(setup.db);
    players = await createPlayers(setup.db, runMark(), PLAYERS, START_BALANCE);

    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const env = { DATABASE_URL: proxied.toString(), REDIS_URL: undefined, OPEN_RATE_LIMIT: '100000' };
    nodes = [await startServerProcess(env), await startServerProcess(env)];
    cleanups.push(async () => {
      for (const n of nodes) await stopServerProcess(n, 'SIGKILL');
    });
  }, TEST_TIMEOUT_MS);

  it('backends terminated by the server: both nodes keep serving, failures answer busy, the books balance', async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    cleanups.push(() => admin.end());

    const load = openUnderLoad(nodes, players);
    let terminated = 0;
    for (let round = 0; round < TERMINATIONS; round += 1) {
      await answersGrow(load, ANSWERS_BETWEEN_FAULTS);
      // The call sits in the select list, so it runs only on the rows the filter kept: this test's database.
      const result = await admin.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [databaseName],
      );
      terminated += result.rows.filter((r) => r.ended).length;
    }
    await answersGrow(load, ANSWERS_BETWEEN_FAULTS);
    await load.stop();

    expect(terminated).toBeGreaterThan(0);
    await expectSurvived(setup, players, nodes, load.answers);
  }, TEST_TIMEOUT_MS);

  it('the database restarts (every connection cut, refused for a while, then back): both nodes keep serving', async () => {
    const load = openUnderLoad(nodes, players);
    await answersGrow(load, ANSWERS_BETWEEN_FAULTS);
    await proxy.cut();
    // Down long enough for every player to be refused at least once.
    await answersGrow(load, PLAYERS * 2);
    await sleep(200);
    await proxy.restore();
    await answersGrow(load, ANSWERS_BETWEEN_FAULTS);
    await load.stop();

    expect(load.answers.some((a) => a.code === 'busy')).toBe(true);
    await expectSurvived(setup, players, nodes, load.answers);
  }, TEST_TIMEOUT_MS);
});
