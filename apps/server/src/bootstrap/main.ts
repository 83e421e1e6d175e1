import { buildApp } from './app.js';
import { ConfigError, loadConfig } from '../platform/config.js';
import { createDatabase, migrateDatabase } from '../platform/db/index.js';
import { startJobs } from './start-jobs.js';
import { createBroker } from '../platform/realtime/create-broker.js';
import { seedOnStart } from '../seed/index.js';
import { issueOwnerClaim } from '../modules/admin/claim-owner.js';
import { keptSessionSecret } from '../platform/session-secret.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadConfig();
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE, waitMs: env.DATABASE_WAIT_MS });
  await migrateDatabase(database);
  // Without SESSION_SECRET (never in production) the secret is generated once and kept for every process.
  const config = env.SESSION_SECRET ? env : { ...env, sessionSecret: await keptSessionSecret(database, env.DATA_DIR) };
  await seedOnStart(database.db, config.GAME);
  const { broker, redis } = await createBroker(config.REDIS_URL, {
    // Before the app's logger exists, broker trouble goes to stderr as one JSON line.
    warn: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'warn', msg: message, ...details })}\n`),
  });
  const app = await buildApp({ config, db: database.db, broker, redis });
  const jobs = await startJobs({ config, db: database.db, broker, log: app.log });

  let closing = false;
  /**
   * SIGTERM drains the node: /readyz answers 503 at once (a load balancer stops sending traffic), then after
   * SHUTDOWN_DELAY_MS the listener closes; requests in flight finish with their batches, running jobs finish,
   * sockets are told the service restarts (1012), and Redis and the database close last.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.health.drain();
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    let code = 0;
    try {
      if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
      await Promise.all([app.close(), jobs.stop()]);
      await broker.close();
      // A Redis that is gone or frozen does not hold the node: quitting gives up after the command timeout.
      await redis?.quit().catch(() => redis.disconnect());
      await database.close();
      app.log.info('shut down');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      clearTimeout(force);
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { url: config.publicBaseUrl, database: database.kind, broker: redis ? 'redis' : 'in-process', ms: Math.round(performance.now() - startedAt) },
    'server ready',
  );
  // A site without an owner says how to get one: a one-time link, made anew at every start until it is used.
  const claim = await issueOwnerClaim(database.db);
  if (claim) {
    const link = `${config.publicBaseUrl}/admin/claim?token=${claim}`;
    process.stdout.write(`\nУ сайта ещё нет владельца. Войдите на сайт и откройте эту ссылку, чтобы стать владельцем консоли:\n${link}\n\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
