// The test's own PostgreSQL 15 clusters (never the machine's): one made with initdb and configured with
// the rendered settings (WAL archived by pgBackRest), and the fresh one a restore makes. Both run as the
// postgres user, as Debian's cluster does.
import { appendFileSync, chmodSync, chownSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { mustRunAsync, run, runAs, runAsync, waitFor } from './proc.mjs';
import { onHost } from './world.mjs';

const BIN = '/usr/lib/postgresql/15/bin';
const ids = () => ({ uid: Number(run('id', ['-u', 'postgres']).trim()), gid: Number(run('id', ['-g', 'postgres']).trim()) });

/** A directory owned by postgres. */
export function postgresDir(dir, mode = 0o700) {
  mkdirSync(dir, { recursive: true });
  const { uid, gid } = ids();
  chownSync(dir, uid, gid);
  chmodSync(dir, mode);
  return dir;
}

export class Cluster {
  /** `host`: where it runs; `overrides`: settings given on the command line (they win over the configuration files). */
  constructor({ host, dataDir, socketDir, logFile, overrides = {} }) {
    Object.assign(this, { host, dataDir, socketDir, logFile, overrides });
  }

  /** pg_ctl on the cluster's host, as postgres. */
  pgCtl(...args) {
    return mustRunAsync(...onHost(this.host, null, 'runuser', ['-u', 'postgres', '--', `${BIN}/pg_ctl`, '-D', this.dataDir, ...args]), { cwd: '/' });
  }

  options() {
    return Object.entries({ unix_socket_directories: `'${this.socketDir}'`, ...this.overrides })
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(' ');
  }

  /** initdb, then the rendered settings included and the rendered pg_hba lines added. */
  init({ settingsFile, hbaFile }) {
    postgresDir(path.dirname(this.dataDir), 0o755);
    postgresDir(this.socketDir, 0o755);
    runAs('postgres', `${BIN}/initdb`, ['-D', this.dataDir, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8'], { cwd: '/' });
    appendFileSync(path.join(this.dataDir, 'postgresql.conf'), `\n# The deployment's settings (deploy/templates/postgresql.conf.in, rendered)\ninclude '${settingsFile}'\n`);
    appendFileSync(path.join(this.dataDir, 'pg_hba.conf'), `\n${run('cat', [hbaFile])}`);
  }

  async start() {
    writeFileSync(this.logFile, '', { flag: 'a' });
    chownSync(this.logFile, ids().uid, ids().gid);
    await this.pgCtl('-l', this.logFile, '-o', this.options(), '-w', '-t', '300', 'start');
  }

  async stop(mode = 'fast') {
    await this.pgCtl('-m', mode, '-w', '-t', '120', 'stop');
  }

  /** Whether it accepts connections now. */
  async ready() {
    const { code } = await runAsync(`${BIN}/pg_isready`, ['-h', this.socketDir, '-t', '1']);
    return code === 0;
  }

  /** Runs `fn(client)` as postgres on `database` over the socket. */
  async with(database, fn) {
    const client = new pg.Client({ host: this.socketDir, user: 'postgres', database });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  query(database, text, params = []) {
    return this.with(database, async (c) => (await c.query(text, params)).rows);
  }
}

/** pgBackRest on the rendered configuration, as postgres on the database host (a restore: on `host`). */
export class BackRest {
  constructor({ host, config, stanza }) {
    Object.assign(this, { host, config, stanza });
  }

  async run(...args) {
    return this.runOn(this.host, ...args);
  }

  async runOn(host, ...args) {
    return mustRunAsync(...onHost(host, null, 'runuser', ['-u', 'postgres', '--', 'pgbackrest', `--config=${this.config}`, `--stanza=${this.stanza}`, ...args]), { cwd: '/' });
  }

  async info() {
    return JSON.parse(await this.run('--output=json', 'info'))[0];
  }
}

export async function waitReady(cluster, timeoutMs = 120_000) {
  await waitFor('PostgreSQL to accept connections', () => cluster.ready(), { timeoutMs, everyMs: 250 });
}
