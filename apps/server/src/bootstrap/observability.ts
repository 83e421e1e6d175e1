import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Config } from '../platform/config.js';
import { migrationsPending, type Db } from '../platform/db/index.js';
import { poolUsage } from '../platform/db/raw.js';
import { healthRoutes, type Health } from '../platform/http/health.js';
import { metricsRoute, type AppMetrics } from '../platform/http/metrics.js';
import type { App } from '../platform/http/types.js';
import { jobQueueStats } from '../platform/jobs/job-store.js';
import { activityFeedLag } from '../modules/activity/feed-lag.js';

/** `/healthz`, `/readyz` and `/metrics` over this node's database, Redis, job queue, feed and sockets. */
export function observabilityRoutes(
  app: App,
  deps: { config: Config; db: Db; redis?: Redis | undefined; metrics: AppMetrics; webSockets: () => number },
): Health {
  const { config, db, redis, metrics } = deps;
  metrics.read({
    feedLag: () => activityFeedLag(db),
    jobQueue: () => jobQueueStats(db, new Date()),
    webSockets: deps.webSockets,
    pool: () => poolUsage(db),
  });
  metricsRoute(app, metrics.registry, config.METRICS_TOKEN);
  return healthRoutes(app, {
    database: async () => {
      await db.execute(sql`SELECT 1`);
      return null;
    },
    ...(redis ? { redis: async () => ((await redis.ping()) === 'PONG' ? null : 'no answer') } : {}),
    migrations: async () => ((await migrationsPending(db)) ? 'pending' : null),
    feed_lag: async () => {
      const lag = await activityFeedLag(db);
      return lag.seconds > config.READY_MAX_FEED_LAG_SECONDS ? `${Math.round(lag.seconds)} s behind (${lag.rows} rows)` : null;
    },
  });
}
