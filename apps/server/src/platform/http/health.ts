import type { App } from './types.js';

/** One readiness check: resolves to null when fine, else to why not. */
export type ReadinessCheck = () => Promise<string | null>;

export interface Health {
  /** Shutdown has begun: /readyz answers 503 from now on, so a load balancer stops sending traffic, and every answer closes its connection. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

/** A check that has not answered by then fails (a database that hangs is not ready either). */
const CHECK_TIMEOUT_MS = 3000;

async function runCheck(check: ReadinessCheck): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process answers (liveness). `GET /readyz`: every check passes and no shutdown has
 * begun (readiness); 503 lists the failing checks. A failing `degradable` check (a service the node serves
 * without) leaves it ready: 200, status `degraded`, listed under `degraded`.
 */
export function healthRoutes(app: App, checks: Record<string, ReadinessCheck>, degradable: Record<string, ReadinessCheck> = {}): Health {
  let draining = false;
  // While draining every answer closes its connection: a keep-alive connection that falls idle
  // after the listener closed would otherwise hold the node open until its keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) void reply.header('connection', 'close');
  });
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const results: Record<string, string> = {};
    if (draining) results.shutdown = 'shutting down';
    else {
      const all = { ...checks, ...degradable };
      const names = Object.keys(all);
      const answers = await Promise.all(names.map((name) => runCheck(all[name]!)));
      names.forEach((name, i) => (results[name] = answers[i] ?? 'ok'));
    }
    const failed = Object.keys(results).filter((name) => results[name] !== 'ok');
    const failing = failed.filter((name) => !(name in degradable));
    const degraded = failed.filter((name) => name in degradable);
    const status = failing.length > 0 ? 'unavailable' : degraded.length > 0 ? 'degraded' : 'ok';
    return reply
      .code(failing.length === 0 ? 200 : 503)
      .headers(noStore)
      .send({ status, checks: results, failing, degraded });
  });
  return {
    drain: () => {
      draining = true;
    },
  };
}
