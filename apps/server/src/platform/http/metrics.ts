import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { App } from './types.js';

/** What the play paths report: completed case opens, sales and upgrades, and the size of each batch sent. */
export interface PlayMetrics {
  played(kind: 'case_open' | 'sell' | 'upgrade', count?: number): void;
  batch(path: string, size: number): void;
}

/** Readings taken when /metrics is scraped; each may be absent (no pool on PGlite). */
interface MetricsReadings {
  feedLag(): Promise<{ rows: number; seconds: number }>;
  jobQueue(): Promise<{ type: string; depth: number; oldestSeconds: number }[]>;
  webSockets(): number;
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Open withdrawals older than the console's alert bound (ADMIN_WITHDRAWAL_ALERT_MINUTES). */
  staleWithdrawals(): Promise<{ count: number; oldestSeconds: number }>;
}

export interface AppMetrics extends PlayMetrics {
  registry: Registry;
  /** Connects the readings once the parts they read exist. */
  read(readings: MetricsReadings): void;
}

const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];

/** Calls made while one is pending share its answer: the gauges of one scrape read the database once. */
function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= read().finally(() => {
      pending = null;
    }));
}

/** One registry per app (tests build many), with the process's default metrics. */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let readings: MetricsReadings | null = null;
  let feedLag: () => Promise<{ rows: number; seconds: number }>;
  let jobQueue: MetricsReadings['jobQueue'];
  let staleWithdrawals: MetricsReadings['staleWithdrawals'];

  const plays = new Counter({ name: 'tastydrop_plays_total', help: 'Completed case opens, sales and upgrades', labelNames: ['kind'] as const, registers });
  for (const kind of ['case_open', 'sell', 'upgrade']) plays.inc({ kind }, 0);
  const batchSize = new Histogram({ name: 'tastydrop_batch_size', help: 'Requests per batch sent', labelNames: ['path'] as const, buckets: BATCH_BUCKETS, registers });
  new Gauge({
    name: 'tastydrop_activity_feed_lag_seconds',
    help: 'Age of the oldest activity row the feed has not applied',
    registers,
    async collect() {
      if (readings) this.set((await feedLag()).seconds);
    },
  });
  new Gauge({
    name: 'tastydrop_activity_feed_lag_rows',
    help: 'Committed activity rows the feed has not applied',
    registers,
    async collect() {
      if (readings) this.set((await feedLag()).rows);
    },
  });
  // Both queue gauges come from one shared reading per scrape.
  const queueGauge = (name: string, help: string, value: (q: { depth: number; oldestSeconds: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['type'] as const,
      registers,
      async collect() {
        if (!readings) return;
        const queues = await jobQueue();
        this.reset();
        for (const q of queues) this.set({ type: q.type }, value(q));
      },
    });
  queueGauge('tastydrop_job_queue_depth', 'Jobs due and waiting for a worker', (q) => q.depth);
  queueGauge('tastydrop_job_queue_oldest_age_seconds', 'How long the oldest due job has waited', (q) => q.oldestSeconds);
  // Both withdrawal gauges come from one shared reading per scrape.
  new Gauge({
    name: 'tastydrop_withdrawals_stale',
    help: 'Open withdrawals older than ADMIN_WITHDRAWAL_ALERT_MINUTES',
    registers,
    async collect() {
      if (readings) this.set((await staleWithdrawals()).count);
    },
  });
  new Gauge({
    name: 'tastydrop_withdrawals_stale_oldest_age_seconds',
    help: 'Age of the oldest open withdrawal past ADMIN_WITHDRAWAL_ALERT_MINUTES (0: none)',
    registers,
    async collect() {
      if (readings) this.set((await staleWithdrawals()).oldestSeconds);
    },
  });
  new Gauge({
    name: 'tastydrop_websocket_connections',
    help: 'Open WebSocket connections on this node',
    registers,
    collect() {
      if (readings) this.set(readings.webSockets());
    },
  });
  new Gauge({
    name: 'tastydrop_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = readings?.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    registry,
    played: (kind, count = 1) => plays.inc({ kind }, count),
    batch: (path, size) => batchSize.observe({ path }, size),
    read: (r) => {
      readings = r;
      feedLag = shared(r.feedLag);
      jobQueue = shared(r.jobQueue);
      staleWithdrawals = shared(r.staleWithdrawals);
    },
  };
}

/** Times every request by its route pattern (never the raw URL, whose ids would explode the label set). */
export function measureRequests(app: App, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const total = new Counter({ name: 'http_requests_total', help: 'HTTP requests by route and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    total.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `GET /metrics` in the Prometheus text format, for a bearer of `token` only; without a token configured it is not found. */
export function metricsRoute(app: App, registry: Registry, token: string | undefined): void {
  app.get('/metrics', async (request, reply) => {
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    if (!token) return reply.code(404).send('not found\n');
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
