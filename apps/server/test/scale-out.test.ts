import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { createDatabase, migrateDatabase } from '../src/platform/db/index.js';
import { openings, users } from '../src/platform/db/schema/index.js';
import { createSession } from '../src/platform/http/session-store.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestDatabaseUrl } from './helpers.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

const PLAYERS = 6;
const OPENS_EACH = 12;
const START_BALANCE = 100_000;
const LIVE = 'LiveDrops/DotaDropItems';
/** Nicknames unique to this run: other runs may share the Redis channel. */
const MARK = randomBytes(4).toString('hex');

/** Live drops of this run's players seen by one socket, by opening id. */
async function watchLiveDrops(url: string): Promise<{ ids: Set<number>; close: () => void }> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/connection/websocket`);
  const ids = new Set<number>();
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; channel?: string; data?: { event?: string; drop?: { id: number; user: { nickname: string } } } };
      if (m.type === 'subscribed' && m.channel === LIVE) resolve();
      if (m.type === 'message' && m.data?.event === 'live_drop' && m.data.drop?.user.nickname.startsWith(`so${MARK}`)) ids.add(m.data.drop.id);
    });
    socket.once('open', () => socket.send(JSON.stringify({ method: 'subscribe', channel: LIVE })));
  });
  return { ids, close: () => socket.close() };
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

// Two server processes on one PostgreSQL and one Redis, as in production behind a balancer.
describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('two nodes on one database and one Redis', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('open at both nodes: every live drop reaches sockets on both, and the books balance', async () => {
    const { url, drop } = await createTestDatabaseUrl();
    cleanups.push(drop);
    const setup = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
    await migrateDatabase(setup);
    await seedFixtureCatalog(setup.db);
    const tokens: string[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const userId = await createUser(setup.db, { regType: 'quick', nickname: `so${MARK}${i}` });
      await credit(setup.db, { userId, currency: 'money', amount: START_BALANCE, reason: 'test' });
      tokens.push(await createSession(setup.db, userId));
    }

    const env = { DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL!, OPEN_RATE_LIMIT: '100000' };
    const nodes: ServerProcess[] = [await startServerProcess(env), await startServerProcess(env)];
    cleanups.push(async () => {
      for (const n of nodes) await stopServerProcess(n);
    });
    const watchers = await Promise.all(nodes.map((n) => watchLiveDrops(n.url)));
    cleanups.push(async () => watchers.forEach((w) => w.close()));

    // Every player opens at both nodes at once.
    const opened: number[] = [];
    await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: OPENS_EACH }, async (_, k) => {
          const res = await fetch(`${nodes[k % 2]!.url}/api/v1/cases/basic/open`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: '{"multi_open":1}',
          });
          expect(res.status).toBe(200);
          const body = (await res.json()) as { data: { drops: { opening_id: number }[] } };
          opened.push(...body.data.drops.map((d) => d.opening_id));
        }),
      ),
    );
    expect(opened).toHaveLength(PLAYERS * OPENS_EACH);

    for (const w of watchers) await until(() => opened.every((id) => w.ids.has(id)));
    for (const w of watchers) expect([...w.ids].sort((a, b) => a - b)).toEqual([...opened].sort((a, b) => a - b));

    expect(await bookMismatches(setup.db)).toEqual([]);
    const rows = await setup.db
      .select({
        balance: users.balance,
        spent: users.spent,
        openings: sql<number>`(SELECT count(*)::int FROM ${openings} o WHERE o.user_id = "users"."id")`,
      })
      .from(users);
    for (const r of rows) {
      expect(r.openings).toBe(OPENS_EACH);
      expect(r.balance + r.spent).toBe(START_BALANCE);
    }
    await setup.close();
  }, 120_000);
});
