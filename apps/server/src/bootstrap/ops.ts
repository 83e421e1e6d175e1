import { CONSOLE_ROLE_NAMES, type ConsoleRoleName } from '@tastydrop/domain';
import { loadConfig } from '../platform/config.js';
import { createDatabase, migrateDatabase, type Db } from '../platform/db/index.js';
import { grantRole } from '../modules/admin/grant-role.js';
import { getSetting, setSetting } from '../modules/shell/operator-settings.js';

const USAGE = ['usage: npm run ops -- maintenance on|off|status', `       npm run ops -- admin grant <login> <${CONSOLE_ROLE_NAMES.join('|')}>`, '       npm run ops -- admin revoke <login>'].join('\n');

type Command = (db: Db) => Promise<string>;

/** The command the arguments ask for, or null when they make no sense. */
function parse(args: string[]): Command | null {
  const [command, value, login, role] = args;
  if (command === 'maintenance' && ['on', 'off', 'status'].includes(value ?? '')) {
    return async (db) => {
      if (value !== 'status') await setSetting(db, 'maintenance', value === 'on');
      return `maintenance: ${(await getSetting(db, 'maintenance')) ? 'on' : 'off'}`;
    };
  }
  if (command === 'admin' && value === 'grant' && login && (CONSOLE_ROLE_NAMES as readonly string[]).includes(role ?? '')) {
    return async (db) => {
      const granted = await grantRole(db, login, role as ConsoleRoleName, null);
      return `user ${granted.userId} (${login}) is now ${role}; the console asks them to enrol a second factor at /admin`;
    };
  }
  if (command === 'admin' && value === 'revoke' && login) {
    return async (db) => {
      const revoked = await grantRole(db, login, null, null);
      return `user ${revoked.userId} (${login}) has no console role`;
    };
  }
  return null;
}

/** Operator commands against the configured database. */
async function main(args: string[]): Promise<number> {
  const command = parse(args);
  if (!command) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // npm runs this from the server's folder: paths in the settings (DATA_DIR) are the caller's, from where npm was run.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE, waitMs: config.DATABASE_WAIT_MS });
  try {
    await migrateDatabase(database);
    process.stdout.write(`${await command(database.db)}\n`);
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
