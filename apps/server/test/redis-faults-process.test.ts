import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateDatabase } from '../src/platform/db/index.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import {
  alive,
  answersGrow,
  createPlayers,
  lostOpenings,
  openAt,
  openUnderLoad,
  runMark,
  startRedisServer,
  until,
  watchLiveDrops,
  type Player,
} from './fault-fixtures.js';
import { createTestDatabaseUrl } from './helpers.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

const PLAYERS = 6;
const START_BALANCE = 10_000_000;
/** Answers to wait for while a fault lasts, and how long it lasts at least (beyond a node's own probes of Redis). */
const ANSWERS_DURING_FAULT = 20;
const FAULT_MS = 2500;
/** Two server processes start within this on a busy machine; the faults themselves take seconds. */
const TEST_TIMEOUT_MS = 240_000;
/** Longer than any bound /readyz keeps, so a hanging readiness fails the test instead of stalling it. */
const READY_GIVE_UP_MS = 10_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Readiness {
  status: number;
  body: { status: string; checks: Record<string, string>; failing: string[]; degraded: string[] };
}

async function readiness(node: ServerProcess): Promise<Readiness> {
  const res = await fetch(`${node.url}/readyz`, { signal: AbortSignal.timeout(READY_GIVE_UP_MS) });
  return { status: res.status, body: (await res.json()) as Readiness['body'] };
}

/** Opens at `from` until a socket on `to` hears one of those opens (the nodes hear each other again). */
async function fanOutWorks(from: ServerProcess, player: Player, watcher: { ids: Set<number> }): Promise<boolean> {
  let heard = false;
  await until(async () => {
    const opened = await openAt(from, player);
    await until(() => opened.openingIds.every((id) => watcher.ids.has(id)), 1000);
    heard = opened.status === 200 && opened.openingIds.every((id) => watcher.ids.has(id));
    return heard;
  }, 20_000);
  return heard;
}

// Redis carries only fan-out and rate limits: two nodes keep serving play while it is gone or frozen.
describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('Redis faults under load on two nodes', () => {
  it('Redis killed, then frozen: play answers 200 throughout, /readyz names redis, local sockets hear drops, fan-out resumes', async () => {
    const { url, drop } = await createTestDatabaseUrl();
    cleanups.push(drop);
    const setup = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
    cleanups.push(() => setup.close());
    await migrateDatabase(setup);
    await seedFixtureCatalog(setup.db);
    const mark = runMark();
    const players = await createPlayers(setup.db, mark, PLAYERS, START_BALANCE);

    const redis = await startRedisServer();
    cleanups.push(() => redis.stop());
    const env = { DATABASE_URL: url, REDIS_URL: redis.url, OPEN_RATE_LIMIT: '100000' };
    const nodes = [await startServerProcess(env), await startServerProcess(env)];
    cleanups.push(async () => {
      for (const n of nodes) await stopServerProcess(n, 'SIGKILL');
    });
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const watchers = await Promise.all(nodes.map((n) => watchLiveDrops(n.url, mark)));
    cleanups.push(async () => watchers.forEach((w) => w.close()));
    const [watchA, watchB] = watchers as [(typeof watchers)[0], (typeof watchers)[0]];
    expect(await fanOutWorks(a, players[0]!, watchB)).toBe(true);

    const load = openUnderLoad(nodes, players);
    cleanups.push(() => load.stop());
    const faults: { fault: string; readiness: Readiness[]; localDrop: boolean }[] = [];
    const duringFault = async (fault: string) => {
      const lasting = sleep(FAULT_MS);
      await answersGrow(load, ANSWERS_DURING_FAULT);
      const ready = await Promise.all(nodes.map(readiness));
      // A drop opened at a node reaches that node's own sockets without Redis.
      const opened = await openAt(a, players[0]!);
      await until(() => opened.openingIds.every((id) => watchA.ids.has(id)), 5000);
      faults.push({ fault, readiness: ready, localDrop: opened.status === 200 && opened.openingIds.every((id) => watchA.ids.has(id)) });
      await Promise.all([answersGrow(load, ANSWERS_DURING_FAULT), lasting]);
    };

    await answersGrow(load, ANSWERS_DURING_FAULT);
    await redis.kill();
    await duringFault('killed');
    expect(load.answers.filter((x) => x.status !== 200), 'while Redis was down').toEqual([]);
    await redis.restart();
    const resumedAfterKill = await fanOutWorks(a, players[0]!, watchB);

    redis.process.kill('SIGSTOP');
    await duringFault('frozen');
    redis.process.kill('SIGCONT');
    const resumedAfterFreeze = await fanOutWorks(b, players[1]!, watchA);
    await load.stop();

    expect(nodes.map((n) => (alive(n) ? 'up' : n.output()))).toEqual(['up', 'up']);
    expect(load.answers.filter((x) => x.status !== 200)).toEqual([]);
    for (const f of faults) {
      expect(f.localDrop, f.fault).toBe(true);
      for (const r of f.readiness) {
        expect(r.status, f.fault).toBe(200);
        expect(r.body.status, f.fault).toBe('degraded');
        expect(r.body.degraded, f.fault).toEqual(['redis']);
        expect(r.body.failing, f.fault).toEqual([]);
      }
    }
    expect(resumedAfterKill).toBe(true);
    expect(resumedAfterFreeze).toBe(true);
    const redisChecks = async () => (await Promise.all(nodes.map(readiness))).map((r) => r.body.checks.redis);
    await until(async () => (await redisChecks()).every((c) => c === 'ok'));
    expect(await redisChecks()).toEqual(['ok', 'ok']);
    expect(await lostOpenings(setup.db, load.answers)).toEqual([]);
    expect(await bookMismatches(setup.db)).toEqual([]);
  }, TEST_TIMEOUT_MS);
});
