import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { drainActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { seedDatabase } from '../src/seed/index.js';
import { openCase, richPlayer } from './engagement-fixtures.js';
import { inventoryItems, withdrawals } from '../src/platform/db/schema/index.js';
import { setSteamData } from './inventory-fixtures.js';
import { bearer, createTestApp, createTestDatabase, type TestApp } from './helpers.js';

const TOKEN = 'metrics-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, READY_MAX_FEED_LAG_SECONDS: '30' } });
  await seedDatabase(t.database.db, 'dota');
  await drainActivityFeed(t.database.db, null);
});
afterAll(() => t.close());

const readyz = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, string>; failing: string[] } };
};

describe('health', () => {
  it('healthz answers while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('readyz passes with the database up, migrations applied and the feed caught up', async () => {
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', migrations: 'ok', feed_lag: 'ok' }, failing: [], degraded: [] } });
  });

  it('readyz fails while the feed trails the play by more than the bound, and passes once it catches up', async () => {
    const player = await richPlayer(t.app, t.database.db);
    await openCase(t.app, player, 'autumn-leaves');
    // The open happened a minute ago and the feed has not run since.
    await t.database.db.execute(sql`UPDATE openings SET created_at = created_at - interval '1 minute' WHERE user_id = ${player.userId}`);
    const behind = await readyz();
    expect(behind.status).toBe(503);
    expect(behind.body.failing).toEqual(['feed_lag']);
    expect(behind.body.checks.feed_lag).toMatch(/s behind/);
    await drainActivityFeed(t.database.db, null);
    expect((await readyz()).status).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)('readyz checks Redis when the node uses it', async () => {
    const other = await createTestApp({ database: t.database, redisBroker: true });
    try {
      expect((await readyz(other.app)).body.checks.redis).toBe('ok');
    } finally {
      await other.close();
    }
  });

  it('readyz fails when the database is gone', async () => {
    const database = await createTestDatabase();
    const other = await createTestApp({ database });
    try {
      await database.close();
      const res = await readyz(other.app);
      expect(res.status).toBe(503);
      expect(res.body.failing).toContain('database');
    } finally {
      await other.app.close();
      await other.broker.close();
    }
  });
});

describe('metrics', () => {
  it('is not found without a token configured', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('refuses a missing or wrong token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
  });

  it('exposes requests by route, plays, the feed, the job queue and sockets in the Prometheus format', async () => {
    const player = await richPlayer(t.app, t.database.db);
    await openCase(t.app, player, 'autumn-leaves');
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/v1\/cases\/:id\/open",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/api\/v1\/cases\/:id\/open",status="200"\}/m);
    expect(text).not.toContain('autumn-leaves');
    expect(text).toMatch(/^tastydrop_plays_total\{kind="case_open"\} [1-9]/m);
    expect(text).toMatch(/^tastydrop_plays_total\{kind="sell"\} 0/m);
    for (const name of [
      'tastydrop_batch_size',
      'tastydrop_activity_feed_lag_seconds',
      'tastydrop_activity_feed_lag_rows',
      'tastydrop_job_queue_depth',
      'tastydrop_job_queue_oldest_age_seconds',
      'tastydrop_websocket_connections',
      'tastydrop_db_pool_connections',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toMatch(/^tastydrop_activity_feed_lag_rows [1-9]/m);
    expect(text).toMatch(/^tastydrop_websocket_connections 0/m);
    if (process.env.DATABASE_URL) {
      expect(text).toMatch(/^tastydrop_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^tastydrop_batch_size_count\{path="opens"\} [1-9]/m);
    }
  });

  it('counts the open withdrawals older than the console alert bound', async () => {
    const player = await richPlayer(t.app, t.database.db);
    await setSteamData(t.database.db, player.userId, { tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=77${player.userId}&token=Zz` });
    await openCase(t.app, player, 'autumn-leaves');
    const owned = await t.database.db.select({ id: inventoryItems.id }).from(inventoryItems).where(eq(inventoryItems.userId, player.userId));
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(player.token), payload: { ids: owned.map((i) => i.id), method: 'trade' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(await scrape()).toMatch(/^tastydrop_withdrawals_stale 0$/m);
    // Two hours old: past ADMIN_WITHDRAWAL_ALERT_MINUTES (30 by default).
    await t.database.db.update(withdrawals).set({ createdAt: sql`now() - interval '2 hours'` }).where(eq(withdrawals.userId, player.userId));
    const text = await scrape();
    expect(text).toMatch(/^tastydrop_withdrawals_stale 1$/m);
    expect(Number(/^tastydrop_withdrawals_stale_oldest_age_seconds (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(7200);
  });
});
