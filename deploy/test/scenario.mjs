// The deployment test inside its network namespace (deploy/test/run.mjs puts it there): the recipe
// up, load through HAProxy, backups, a rolling upgrade, faults, a restore to a moment, the figures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { booksExact, checkBooks, countByKind, findWrites } from './lib/checks.mjs';
import { edgeChecks } from './lib/edge.mjs';
import { faults } from './lib/faults.mjs';
import { LiveClients } from './lib/live.mjs';
import { describeFailures, Load } from './lib/load.mjs';
import { readEnvironmentFile } from './lib/nodes.mjs';
import { run, sleep, stopAllServices } from './lib/proc.mjs';
import { Report } from './lib/report.mjs';
import { restoreToMoment, timedBackup } from './lib/restore.mjs';
import { bringUp } from './lib/setup.mjs';
import { rollingUpgrade } from './lib/upgrade.mjs';
import { ADDRESSES, onHost, useNetwork } from './lib/world.mjs';

/** The backup metrics script as its timer runs it, and its output checked by promtool. */
function backupMetrics(root, world, report) {
  report.step('Backup and WAL archiving metrics (deploy/bin/tastydrop-backup-metrics)');
  const env = readEnvironmentFile(`${world.rendered.node1}/backup-metrics.env`);
  // As its unit runs it: root, with the environment file (pgBackRest and psql then run as postgres).
  run(...onHost('db', null, 'bash', [path.join(root, 'deploy/bin/tastydrop-backup-metrics')]), { cwd: '/', env: { ...process.env, ...env } });
  const text = readFileSync(env.METRICS_FILE, 'utf8');
  run('promtool', ['check', 'metrics'], { input: text });
  const value = (re) => Number(re.exec(text)?.[1] ?? NaN);
  const full = value(/^tastydrop_backup_last_completion_timestamp_seconds\{type="full"\} (\d+)/m);
  const diff = value(/^tastydrop_backup_last_completion_timestamp_seconds\{type="diff"\} (\d+)/m);
  report.check(
    'the metrics name a healthy stanza, the full and differential backups and WAL archived (promtool check metrics passes)',
    value(/^tastydrop_backup_ok (\d+)/m) === 1 && full > 0 && diff >= full && value(/^tastydrop_wal_archive_up (\d+)/m) === 1 && value(/^tastydrop_wal_archived_total (\d+)/m) > 0,
    text.split('\n').filter((l) => /^tastydrop_(backup_ok|wal_archived_total|wal_archive_failed_total)/.test(l)).join('; '),
  );
}

/** DEPLOY_TEST_PHASES=upgrade,faults,restore (default: all) runs only those, to work on the test itself. */
const phase = (name) => !process.env.DEPLOY_TEST_PHASES || process.env.DEPLOY_TEST_PHASES.split(',').includes(name);

export async function main({ root, workDir, network, releases }) {
  useNetwork(network);
  const report = new Report();
  const load = new Load({ rate: Number(process.env.DEPLOY_TEST_RATE ?? 12) });
  let live = null;
  let world = null;
  try {
    world = await bringUp({ root, workDir, releases, first: phase('upgrade') ? releases.previous : releases.current, report });
    await edgeChecks(world, report);

    report.step('Players through HAProxy: registrations, sandbox deposits, opens, sales, upgrades, battles; WebSockets on the live drops');
    await load.prepare();
    load.start();
    live = new LiveClients({ count: 6, ca: world.ca, localAddress: ADDRESSES.sockets });
    live.start();
    await sleep(15_000);
    const warmUp = load.window(0);
    report.check('the load is flowing', load.acks.length > 0 && live.connected() === 6 && warmUp.failed.length === 0, `${countByKind(load.acks)}; ${live.connected()} sockets; failures: ${describeFailures(warmUp.failed)}`);
    if (process.env.DEPLOY_TEST_ONLY === 'up') {
      for (const f of warmUp.failed.slice(0, 5)) console.log(`  failed: ${f.kind} ${f.path} ${f.status} ${f.answer ?? f.error}`);
      return report.summary();
    }

    await timedBackup(world, 'full', report);
    if (phase('upgrade')) await rollingUpgrade(world, releases, load, live, report);
    await timedBackup(world, 'diff', report);

    report.step('The moment to restore to, with writes before and after it');
    await sleep(6000);
    const moment = Date.now();
    report.figure('moment', new Date(moment).toISOString());
    await sleep(6000);

    if (phase('faults')) await faults(world, releases, load, report);

    report.step('Load stopped: the live database holds every acknowledged write, the books add up');
    await load.stop();
    live.stop();
    // Battles started by the load finish on their own clock.
    await sleep(12_000);
    const { missing } = await world.cluster.with('tastydrop', async (client) => {
      const found = await findWrites(client, load.acks);
      return { missing: load.acks.filter((a) => !found.held(a)) };
    });
    report.check('no acknowledged write is lost (all phases, faults included)', missing.length === 0, `${load.acks.length} writes (${countByKind(load.acks)}); missing: ${countByKind(missing) || 'none'}`);
    const books = await world.cluster.with('tastydrop', checkBooks);
    report.check("every player's ledger sums to the balance", booksExact(books), JSON.stringify(books));
    const all = load.window(0);
    report.figure('requests through HAProxy', `${all.sent.length}, failed ${all.failed.length} (${describeFailures(all.failed)})`);

    if (phase('restore')) await restoreToMoment(world, releases, load, moment, report);
    backupMetrics(root, world, report);
  } catch (error) {
    report.check('the test ran to its end', false, error.stack ?? String(error));
    for (const name of ['node1', 'node2']) {
      const service = world?.nodes?.[name]?.service;
      // Its last lines that are not request logs (warnings, errors, a crash).
      const lines = service?.tail(2000).split('\n').filter((l) => !l.startsWith('{"level":30')).slice(-12);
      if (lines?.length) console.log(`\n--- ${name} log ---\n${lines.join('\n').slice(0, 6000)}`);
    }
  } finally {
    load.running = false;
    live?.stop();
    await stopAllServices();
    for (const cluster of [world?.cluster]) {
      if (cluster) await cluster.stop('immediate').catch(() => {});
    }
  }
  return report.summary();
}
