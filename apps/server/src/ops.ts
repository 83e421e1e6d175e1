import { loadConfig } from './config.js';
import { createDatabase, migrateDatabase } from './db/index.js';
import { getSetting, setSetting } from './modules/shell/operator-settings.js';

const USAGE = 'usage: npm run ops -- maintenance on|off|status';

/** Operator commands against the configured database. */
async function main(args: string[]): Promise<number> {
  const [command, value] = args;
  if (command !== 'maintenance' || !['on', 'off', 'status'].includes(value ?? '')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE, waitMs: config.DATABASE_WAIT_MS });
  try {
    await migrateDatabase(database);
    if (value !== 'status') await setSetting(database.db, 'maintenance', value === 'on');
    process.stdout.write(`maintenance: ${(await getSetting(database.db, 'maintenance')) ? 'on' : 'off'}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
