import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Config } from '../platform/config.js';
import { migrationsPending, type Db } from '../platform/db/index.js';
import { poolUsage } from '../platform/db/raw.js';
import { healthRoutes, type Health, type ReadinessCheck } from '../platform/http/health.js';
import { metricsRoute, type AppMetrics } from '../platform/http/metrics.js';
import type { App } from '../platform/http/types.js';
import type { Broker } from '../platform/realtime/broker.js';
import { jobQueueStats } from '../platform/jobs/job-store.js';
import { activityFeedLag } from '../modules/activity/feed-lag.js';
import { staleWithdrawals } from '../modules/admin/withdrawal-queue.js';

/** `/healthz`, `/readyz` and `/metrics` over this node's database, Redis, job queue, feed and sockets. */
export function observabilityRoutes(
  app: App,
  deps: { config: Config; db: Db; redis?: Redis | undefined; broker: Broker; metrics: AppMetrics; webSockets: () => number },
): Health {
  const { config, db, redis, broker, metrics } = deps;
  metrics.read({
    feedLag: () => activityFeedLag(db),
    jobQueue: () => jobQueueStats(db, new Date()),
    webSockets: deps.webSockets,
    pool: () => poolUsage(db),
    staleWithdrawals: () => staleWithdrawals(db, config.ADMIN_WITHDRAWAL_ALERT_MINUTES),
  });
  metricsRoute(app, metrics.registry, config.METRICS_TOKEN);
  const required = {
    database: async () => {
      await db.execute(sql`SELECT 1`);
      return null;
    },
    migrations: async () => ((await migrationsPending(db)) ? 'pending' : null),
    feed_lag: async () => {
      const lag = await activityFeedLag(db);
      return lag.seconds > config.READY_MAX_FEED_LAG_SECONDS ? `${Math.round(lag.seconds)} s behind (${lag.rows} rows)` : null;
    },
  };
  // Play goes on without Redis (fan-out reaches this node's sockets, limits count here): it degrades the node, no more.
  const degradable: Record<string, ReadinessCheck> = redis
    ? {
        redis: async () => {
          if (redis.status !== 'ready') return `not connected (${redis.status})`;
          // Bounded by the client's command timeout.
          if ((await redis.ping()) !== 'PONG') return 'no answer';
          return broker.subscription() === null ? 'not subscribed' : null;
        },
      }
    : {};
  return healthRoutes(app, required, degradable);
}
