import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { WebSocket } from 'ws';
import type { Db } from '../src/platform/db/index.js';
import { openings } from '../src/platform/db/schema/index.js';
import { createSession } from '../src/platform/http/session-store.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import type { ServerProcess } from './server-process.js';

/** Faults a site must survive: players opening cases at several nodes while a service fails under them. */

export const LIVE = 'LiveDrops/DotaDropItems';
/** A request that has not answered by then counts as failed (a node that hangs fails the test instead of stalling it). */
const REQUEST_GIVE_UP_MS = 20_000;

export interface Player {
  userId: number;
  token: string;
  nickname: string;
}

/** Players with a balance and a session, named `<mark><n>` so sockets can tell this run's drops. */
export async function createPlayers(db: Db, mark: string, count: number, balance: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const nickname = `${mark}${i}`;
    const userId = await createUser(db, { regType: 'quick', nickname });
    await credit(db, { userId, currency: 'money', amount: balance, reason: 'test' });
    players.push({ userId, token: await createSession(db, userId), nickname });
  }
  return players;
}

/** A nickname prefix unique to one run (other runs may share a Redis channel). */
export function runMark(): string {
  return `f${randomBytes(3).toString('hex')}`;
}

export interface OpenAnswer {
  status: number;
  code?: string;
  openingIds: number[];
}

/** Opens the fixture's `basic` case once at `node`; a node that does not answer gives status 0. */
export async function openAt(node: ServerProcess, player: Player): Promise<OpenAnswer> {
  try {
    const res = await fetch(`${node.url}/api/v1/cases/basic/open`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      body: '{"multi_open":1}',
      signal: AbortSignal.timeout(REQUEST_GIVE_UP_MS),
    });
    const body = (await res.json()) as { code?: string; data?: { drops: { opening_id: number }[] } };
    return { status: res.status, ...(body.code ? { code: body.code } : {}), openingIds: body.data?.drops.map((d) => d.opening_id) ?? [] };
  } catch {
    return { status: 0, openingIds: [] };
  }
}

export interface Load {
  answers: OpenAnswer[];
  /** Stops opening and resolves once every request in flight has answered. */
  stop(): Promise<void>;
}

/** Every player opens again and again, at the nodes in turn, until stopped. */
export function openUnderLoad(nodes: ServerProcess[], players: Player[]): Load {
  const answers: OpenAnswer[] = [];
  let running = true;
  const loops = players.map(async (player, p) => {
    for (let k = p; running; k += 1) answers.push(await openAt(nodes[k % nodes.length]!, player));
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Resolves once `count` more answers came in (the load is running while a fault lasts). */
export async function answersGrow(load: Load, count: number): Promise<void> {
  const target = load.answers.length + count;
  while (load.answers.length < target) await sleep(20);
}

/** Opening ids of the answers that are not in the database (an acknowledged open that was lost). */
export async function lostOpenings(db: Db, answers: OpenAnswer[]): Promise<number[]> {
  const acknowledged = answers.flatMap((a) => a.openingIds);
  const found = new Set<number>();
  for (let i = 0; i < acknowledged.length; i += 1000) {
    const ids = acknowledged.slice(i, i + 1000);
    const rows = await db.select({ id: openings.id }).from(openings).where(inArray(openings.id, ids));
    for (const r of rows) found.add(r.id);
  }
  return acknowledged.filter((id) => !found.has(id));
}

/** True while the node's process runs. */
export function alive(node: ServerProcess): boolean {
  return node.child.exitCode === null && node.child.signalCode === null;
}

/** Live drops of one run's players seen by a socket on one node, by opening id. */
export async function watchLiveDrops(url: string, mark: string): Promise<{ ids: Set<number>; close: () => void }> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/connection/websocket`);
  const ids = new Set<number>();
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; channel?: string; data?: { event?: string; drop?: { id: number; user: { nickname: string } } } };
      if (m.type === 'ping') socket.send(JSON.stringify({ method: 'pong' }));
      if (m.type === 'subscribed' && m.channel === LIVE) resolve();
      if (m.type === 'message' && m.data?.event === 'live_drop' && m.data.drop?.user.nickname.startsWith(mark)) ids.add(m.data.drop.id);
    });
    socket.once('open', () => socket.send(JSON.stringify({ method: 'subscribe', channel: LIVE })));
  });
  return { ids, close: () => socket.close() };
}

/** Waits until `check` holds, giving up after `ms` (the caller asserts what it waited for). */
export async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await sleep(50);
}

/** A free TCP port on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a server that went down does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port, as a server that came back does. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy to `target` that a test can cut and restore (a database restart without touching the database). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = createServer((inbound) => {
        const outbound = connect(target.port, target.host);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => {
            sockets.delete(s);
            inbound.destroy();
            outbound.destroy();
          });
        }
        inbound.pipe(outbound);
        outbound.pipe(inbound);
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        server = srv;
        resolve();
      });
    });
  const cut = async () => {
    const srv = server;
    server = null;
    const closed = srv ? new Promise<void>((resolve) => srv.close(() => resolve())) : Promise.resolve();
    for (const s of sockets) s.destroy();
    await closed;
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}

export interface RedisServer {
  url: string;
  process: ChildProcess;
  /** Kills the server (SIGKILL) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts a new server on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The test's own redis-server (no persistence) on a free port, so faults touch no one else's Redis. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const state: { child: ChildProcess } = { child: await spawnRedis(port) };
  const kill = async () => {
    const child = state.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    get process() {
      return state.child;
    },
    kill,
    restart: async () => {
      state.child = await spawnRedis(port);
    },
    stop: async () => {
      state.child.kill('SIGCONT');
      await kill();
    },
  };
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('redis-server exited');
    if (await answersPing(port)) return child;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await sleep(50);
  }
}

/** Whether a Redis on the port answers PING (inline command). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
