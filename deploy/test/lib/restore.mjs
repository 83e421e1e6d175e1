// Backups under load and a restore to a chosen moment into a fresh cluster: every write acknowledged
// before the moment is there, none sent after it, the books add up, and a node serves from it.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBooks, booksExact, countByKind, findWrites } from './checks.mjs';
import { request } from './http.mjs';
import { AppNode } from './nodes.mjs';
import { Cluster, postgresDir } from './postgres.mjs';
import { waitFor } from './proc.mjs';
import { mebibytes, seconds } from './report.mjs';
import { ADDRESSES } from './world.mjs';

/** A pgBackRest backup of `type` while the load runs; reports its time and size. */
export async function timedBackup(world, type, report) {
  report.step(`pgBackRest ${type} backup under load`);
  const t0 = Date.now();
  await world.backrest.run(`--type=${type}`, 'backup');
  const took = Date.now() - t0;
  const info = await world.backrest.info();
  const newest = info.backup.at(-1);
  report.check(`${type} backup taken`, newest.type === type, `${newest.label}`);
  report.figure(`${type} backup time`, seconds(took));
  report.figure(`${type} backup size in the repository (compressed, encrypted)`, mebibytes(newest.info.repository.delta));
  report.figure(`${type} backup: database size it covers`, mebibytes(newest.info.size));
  return { took, label: newest.label };
}

/** PostgreSQL's text for a moment: '2026-01-02 03:04:05.678+00'. */
const pgTime = (ms) => `${new Date(ms).toISOString().replace('T', ' ').replace('Z', '')}+00`;

export async function restoreToMoment(world, releases, load, moment, report) {
  report.step(`Restore to ${pgTime(moment)} into a fresh cluster`);
  // Every segment up to now archived: the restore finds the first commit after the moment.
  const [{ segment }] = await world.cluster.query('postgres', 'SELECT pg_walfile_name(pg_switch_wal()) AS segment');
  await waitFor(`WAL segment ${segment} archived`, async () => {
    const [row] = await world.cluster.query('postgres', 'SELECT last_archived_wal FROM pg_stat_archiver');
    return row.last_archived_wal !== null && row.last_archived_wal >= segment;
  }, { timeoutMs: 120_000, everyMs: 500 });

  const dataDir = postgresDir(`${world.p.pg}/restored`);
  const t0 = Date.now();
  await world.backrest.runOn('db2', `--pg1-path=${dataDir}`, '--type=time', `--target=${pgTime(moment)}`, '--target-action=promote', 'restore');
  const copied = Date.now();
  appendFileSync(`${dataDir}/pg_hba.conf`, `host    tastydrop    tastydrop    ${ADDRESSES.restoredNode}/32    scram-sha-256\n`);
  const restored = new Cluster({
    host: 'db2',
    dataDir,
    socketDir: postgresDir(`${world.p.pg}/run-restored`, 0o755),
    logFile: `${world.p.logs}/postgresql-restored.log`,
    // Its own address; it archives nothing (the live cluster owns the stanza).
    overrides: { listen_addresses: `'${ADDRESSES.restoredDb}'`, archive_mode: 'off' },
  });
  await restored.start();
  await waitFor('recovery to end and the cluster to be promoted', async () => {
    const [row] = await restored.query('postgres', 'SELECT pg_is_in_recovery() AS r');
    return row.r === false;
  }, { timeoutMs: 300_000, everyMs: 250 });
  const done = Date.now();
  report.figure('restore time (pgBackRest restore + WAL replay to the moment)', seconds(done - t0));
  report.figure('  of which pgBackRest restore', seconds(copied - t0));
  report.figure('  of which replay and promotion', seconds(done - copied));
  const stopped = /recovery stopping before commit of transaction \d+, time ([^\n]+)/.exec(readFileSync(`${world.p.logs}/postgresql-restored.log`, 'utf8'));
  report.figure('recovery stopped at', stopped ? `the first commit after the moment (${stopped[1]})` : 'see postgresql-restored.log');

  const before = load.acks.filter((a) => a.ackAt < moment);
  const after = load.acks.filter((a) => a.sentAt > moment);
  const { missing, present } = await restored.with('tastydrop', async (client) => {
    const found = await findWrites(client, [...before, ...after]);
    return { missing: before.filter((a) => !found.held(a)), present: after.filter((a) => !found.none(a)) };
  });
  report.check('every write acknowledged before the moment is in the restored database', before.length > 0 && missing.length === 0, `${before.length} writes (${countByKind(before)}); missing: ${countByKind(missing) || 'none'}`);
  report.check('no write sent after the moment is in it', after.length > 0 && present.length === 0, `${after.length} writes (${countByKind(after)}); present: ${countByKind(present) || 'none'}`);
  const books = await restored.with('tastydrop', checkBooks);
  report.check("every player's ledger sums to the balance in the restored database", booksExact(books), JSON.stringify(books));

  report.step('A node of the current release serving from the restored database');
  const url = new URL(world.env.DATABASE_URL);
  url.hostname = ADDRESSES.restoredDb;
  const node = new AppNode({
    name: 'restored-node',
    host: 'node3',
    address: ADDRESSES.restoredNode,
    port: 3000,
    unitFile: world.nodes.node1.unitFile,
    envFile: `${world.rendered.restored}/tastydrop.env`,
    stateRoot: world.p.state,
    logDir: world.p.logs,
    overrides: { DATABASE_URL: url.toString(), REDIS_URL: '' },
  }).start(releases.current);
  await node.waitReady();
  const player = load.players.find((p) => before.some((a) => a.kind === 'register' && a.login === p.login));
  const me = await request('GET', `${node.url}/api/v1/users/me`, { token: player.token });
  const [row] = await restored.query('tastydrop', 'SELECT balance FROM users WHERE login = $1', [player.login]);
  const balance = me.json?.data?.finance?.balance;
  report.check('a player signed in before the moment is signed in on the restored site, with the restored balance', me.status === 200 && Math.round(balance * 100) === Number(row.balance), `${me.status}, balance ${balance} ₽, database ${row.balance} kopecks`);
  const cases = await request('GET', `${node.url}/api/v1/cases/pocket-money`);
  report.check('the restored site serves its catalog', cases.status === 200, `${cases.status}`);
  if (existsSync(path.join(releases.current.dir, 'apps/web/dist/index.html'))) {
    const home = await request('GET', `${node.url}/`);
    report.check('the restored site serves its pages', home.status === 200 && /text\/html/.test(home.headers?.['content-type'] ?? ''), `${home.status}`);
  } else {
    report.figure('pages', 'not checked: this release has no web build (npm run build makes one; CI does before this test)');
  }
  await node.stop();
  await restored.stop('fast');
}
