import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase, migrateDatabase } from './db/index.js';
import { startJobs } from './jobs/start-jobs.js';
import { createBroker } from './realtime/create-broker.js';
import { seedDatabase } from './seed/index.js';
import { keptSessionSecret } from './session-secret.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadConfig();
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE, waitMs: env.DATABASE_WAIT_MS });
  await migrateDatabase(database);
  // Without SESSION_SECRET (never in production) the secret is generated once and kept for every process.
  const config = env.SESSION_SECRET ? env : { ...env, sessionSecret: await keptSessionSecret(database, env.DATA_DIR) };
  await seedDatabase(database.db, config.GAME);
  const { broker, redis } = await createBroker(config.REDIS_URL, {
    // Before the app's logger exists, broker trouble goes to stderr as one JSON line.
    warn: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'warn', msg: message, ...details })}\n`),
  });
  const app = await buildApp({ config, db: database.db, broker, redis });
  const jobs = await startJobs({ config, db: database.db, broker, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await jobs.stop();
      await app.close();
      await broker.close();
      await redis?.quit();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { url: config.publicBaseUrl, database: database.kind, broker: redis ? 'redis' : 'in-process', ms: Math.round(performance.now() - startedAt) },
    'server ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
