// A rolling upgrade under load: one node at a time is stopped as systemd stops it (SIGTERM: /readyz
// fails, HAProxy takes it out, requests in flight finish), started on the new release (the first one
// migrates), and put back before the next one goes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFailures } from './load.mjs';
import { serverStates } from './haproxy.mjs';
import { sleep, waitFor } from './proc.mjs';
import { seconds } from './report.mjs';

export async function waitInService(world, name, state = 'UP', timeoutMs = 60_000) {
  await waitFor(`HAProxy to see ${name} ${state}`, async () => (await serverStates(world.socket))[name] === state, { timeoutMs, everyMs: 100 });
}

export async function rollingUpgrade(world, releases, load, live, report) {
  report.step(`Rolling upgrade ${releases.previous.commit.slice(0, 10)} → ${releases.current.commit.slice(0, 10)} under load`);
  const began = Date.now();
  for (const name of ['node1', 'node2']) {
    const node = world.nodes[name];
    const t0 = Date.now();
    const exit = await node.stop();
    const stopped = Date.now();
    node.start(releases.current);
    await node.waitReady();
    await waitInService(world, name);
    report.figure(`${name}: drained and exited (code ${exit.code}) in`, seconds(stopped - t0));
    report.figure(`${name}: new release ready and back in HAProxy after`, seconds(Date.now() - stopped));
  }
  const ended = Date.now();
  report.figure('rolling upgrade of both nodes took', seconds(ended - began));

  // Requests sent while the nodes were replaced, and answered by now.
  await sleep(2000);
  const { sent, failed } = load.window(began, ended);
  report.check('zero failed requests through HAProxy during the rolling upgrade', failed.length === 0 && sent.length > 0, `${sent.length} requests, failures: ${describeFailures(failed)}`);

  const journal = JSON.parse(readFileSync(path.join(releases.current.dir, 'apps/server/drizzle/meta/_journal.json'), 'utf8'));
  const [{ n }] = await world.cluster.query('tastydrop', 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  report.check('the new release migrated the database on its first start', n === journal.entries.length, `${n} migrations applied, the release has ${journal.entries.length}`);

  const opens = load.acks.filter((a) => a.kind === 'open' && a.ackAt >= began && a.ackAt <= ended);
  const ids = opens.flatMap((a) => a.openingIds);
  const [{ found }] = await world.cluster.query('tastydrop', 'SELECT count(*)::int AS found FROM openings WHERE id = ANY($1::bigint[])', [ids]);
  report.check('no open acknowledged during the upgrade is lost', found === ids.length && ids.length > 0, `${found} of ${ids.length}`);

  const closedDuring = live.clients.filter((c) => c.closes.some((x) => x.at >= began && x.at <= ended));
  report.check('the WebSockets on the replaced nodes were closed by the drain', closedDuring.length === live.clients.length, `${closedDuring.length} of ${live.clients.length}, codes ${[...new Set(closedDuring.flatMap((c) => c.closes.map((x) => x.code)))].join(',')}`);
  // Reconnected: every client gets the live drop of an open acknowledged after the upgrade.
  await waitFor('every WebSocket client to see a drop opened after the upgrade', () => {
    const after = load.acks.filter((a) => a.kind === 'open' && a.sentAt > ended).flatMap((a) => a.openingIds);
    return live.sawAny(after) === live.clients.length;
  }, { timeoutMs: 30_000, everyMs: 250 }).then(
    () => report.check('every WebSocket reconnected and receives live drops from the new release', true),
    (error) => report.check('every WebSocket reconnected and receives live drops from the new release', false, error.message),
  );
  return { began, ended };
}
