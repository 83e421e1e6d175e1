import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createDatabase } from '../src/platform/db/index.js';
import { SERVICE_RESTART_CLOSE_CODE } from '../src/platform/realtime/socket-hub.js';
import { createTestDatabaseUrl, longRuns } from './helpers.js';
import { startServerProcess } from './server-process.js';

/** Bounds of the stream of opens: per worker, and in time. */
const WORKERS = 4;
const OPENS_PER_WORKER = 150;
const STREAM_LIMIT_MS = 60_000;
/** SIGTERM once this many opens were answered. */
const OPENS_BEFORE_SIGTERM = 20;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function post(url: string, token: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe.skipIf(!longRuns)('SIGTERM', () => {
  it('drains the node: readyz turns 503, every acknowledged open is in the database, sockets hear 1012, exit 0', async () => {
    let databaseUrl: string | undefined;
    let dataDir: string | undefined;
    if (process.env.DATABASE_URL) {
      const created = await createTestDatabaseUrl();
      cleanups.push(created.drop);
      databaseUrl = created.url;
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), 'td-shutdown-'));
      cleanups.push(() => rm(dataDir!, { recursive: true, force: true }));
    }
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      TEST_FIXTURES: 'true',
      OPEN_RATE_LIMIT: '100000',
      SHUTDOWN_DELAY_MS: '2000',
    });
    cleanups.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

    const registered = (await (await fetch(`${server.url}/api/v1/auth/registration/quick`, { method: 'POST' })).json()) as { data: { access_token: string } };
    const token = registered.data.access_token;
    const userId = ((await (await fetch(`${server.url}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { user_id: number } }).data.user_id;
    expect((await post(`${server.url}/api/test/credit`, token, { amount: 1_000_000 })).status).toBe(200);

    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/connection/websocket`);
    const socketClosed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });

    // Open cases from several workers; SIGTERM mid-stream. A worker stops once the node refuses it.
    let acknowledged = 0;
    let signalled = false;
    const deadline = Date.now() + STREAM_LIMIT_MS;
    const readiness: number[] = [];
    let readinessPolled: Promise<void> = Promise.resolve();
    const sigterm = () => {
      signalled = true;
      server.child.kill('SIGTERM');
      readinessPolled = (async () => {
        while (Date.now() < deadline) {
          try {
            const res = await fetch(`${server.url}/readyz`);
            readiness.push(res.status);
            if (res.status === 503) {
              expect(((await res.json()) as { failing: string[] }).failing).toEqual(['shutdown']);
              return;
            }
          } catch {
            return; // no longer accepting connections
          }
        }
      })();
    };
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let i = 0; i < OPENS_PER_WORKER && Date.now() < deadline; i += 1) {
          let res: Response;
          try {
            res = await post(`${server.url}/api/v1/cases/autumn-leaves/open`, token, { multi_open: 1 });
          } catch {
            if (signalled) return;
            throw new Error(`open failed before SIGTERM: ${server.output()}`);
          }
          if (res.ok) {
            await res.json();
            acknowledged += 1;
            if (acknowledged === OPENS_BEFORE_SIGTERM) sigterm();
          } else {
            await res.body?.cancel();
            if (!signalled) throw new Error(`open answered ${res.status} before SIGTERM`);
          }
        }
      }),
    );
    if (!signalled) sigterm();
    await readinessPolled;

    expect(await exited).toBe(0);
    expect(await socketClosed).toBe(SERVICE_RESTART_CLOSE_CODE);
    expect(readiness).toContain(503);
    expect(acknowledged).toBeGreaterThanOrEqual(OPENS_BEFORE_SIGTERM);

    const database = await createDatabase({ databaseUrl, dataDir: dataDir ?? 'unused', poolSize: 1 });
    try {
      const count = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
      expect(await count(sql`SELECT count(*) AS n FROM openings WHERE user_id = ${userId} AND cursor = 0`)).toBe(acknowledged);
      // The books balance: the ledger's deltas add up to the balance.
      const books = (await database.db.execute(
        sql`SELECT (SELECT balance FROM users WHERE id = ${userId}) AS balance, (SELECT sum(delta) FROM ledger WHERE user_id = ${userId} AND currency = 'money') AS total`,
      )) as unknown as { rows: { balance: number | string; total: number | string }[] };
      expect(Number(books.rows[0]!.total)).toBe(Number(books.rows[0]!.balance));
    } finally {
      await database.close();
    }
  }, 180_000);

  // Two nodes share one PostgreSQL and one Redis; PGlite belongs to one process.
  it.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
    'keeps the other node ready while one drains under load, and no acknowledged open is lost',
    async () => {
      const created = await createTestDatabaseUrl();
      cleanups.push(created.drop);
      const env = { DATABASE_URL: created.url, REDIS_URL: process.env.REDIS_URL, TEST_FIXTURES: 'true', OPEN_RATE_LIMIT: '100000', SHUTDOWN_DELAY_MS: '1000' };
      const draining = await startServerProcess(env);
      const staying = await startServerProcess(env);
      for (const node of [draining, staying]) {
        cleanups.push(async () => {
          if (node.child.exitCode === null) node.child.kill('SIGKILL');
        });
      }
      const exited = new Promise<number | null>((resolve) => draining.child.once('exit', (code) => resolve(code)));

      const registered = (await (await fetch(`${staying.url}/api/v1/auth/registration/quick`, { method: 'POST' })).json()) as { data: { access_token: string } };
      const token = registered.data.access_token;
      const userId = ((await (await fetch(`${staying.url}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { user_id: number } }).data.user_id;
      expect((await post(`${staying.url}/api/test/credit`, token, { amount: 1_000_000 })).status).toBe(200);

      // The staying node's readiness, polled the whole time.
      const readiness: number[] = [];
      let polling = true;
      const polled = (async () => {
        while (polling && staying.child.exitCode === null) {
          readiness.push(await fetch(`${staying.url}/readyz`).then((res) => res.status, () => 0));
          await new Promise((r) => setTimeout(r, 100));
        }
      })();

      // A load balancer's view: each worker alternates nodes and leaves the draining one once it refuses.
      let acknowledged = 0;
      let signalled = false;
      const deadline = Date.now() + STREAM_LIMIT_MS;
      await Promise.all(
        Array.from({ length: WORKERS }, async (_, worker) => {
          let drainingGone = false;
          for (let i = 0; i < OPENS_PER_WORKER / 2 && Date.now() < deadline; i += 1) {
            const node = !drainingGone && (i + worker) % 2 === 0 ? draining : staying;
            let res: Response;
            try {
              res = await post(`${node.url}/api/v1/cases/autumn-leaves/open`, token, { multi_open: 1 });
            } catch {
              if (node === draining && signalled) {
                drainingGone = true;
                continue;
              }
              throw new Error(`open failed: ${node.output()}`);
            }
            if (res.ok) {
              await res.json();
              acknowledged += 1;
              if (acknowledged === OPENS_BEFORE_SIGTERM) {
                signalled = true;
                draining.child.kill('SIGTERM');
              }
            } else {
              await res.body?.cancel();
              if (node === draining && signalled) drainingGone = true;
              else throw new Error(`open answered ${res.status} on the ${node === draining ? 'draining' : 'staying'} node`);
            }
          }
        }),
      );
      expect(signalled).toBe(true);
      const code = await exited;
      expect(code, draining.output()).toBe(0);
      // The staying node still serves after its peer left.
      expect((await post(`${staying.url}/api/v1/cases/autumn-leaves/open`, token, { multi_open: 1 })).status).toBe(200);
      acknowledged += 1;
      polling = false;
      await polled;
      expect(readiness.length).toBeGreaterThan(0);
      expect(readiness.filter((status) => status !== 200)).toEqual([]);

      const database = await createDatabase({ databaseUrl: created.url, dataDir: 'unused', poolSize: 1 });
      try {
        const rows = (await database.db.execute(sql`SELECT count(*) AS n FROM openings WHERE user_id = ${userId} AND cursor = 0`)) as unknown as { rows: { n: string }[] };
        expect(Number(rows.rows[0]!.n)).toBe(acknowledged);
      } finally {
        await database.close();
      }
    },
    180_000,
  );
});
