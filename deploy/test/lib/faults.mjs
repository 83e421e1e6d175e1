// Faults under load: kill -9 of a node (left down until Prometheus' alert fires, as a node that cannot
// come back), a Redis restart and a PostgreSQL restart while it is down, then the node restarted as
// systemd's Restart= would.
import { describeFailures } from './load.mjs';
import { serverStates } from './haproxy.mjs';
import { sleep, waitFor } from './proc.mjs';
import { seconds } from './report.mjs';
import { waitInService } from './upgrade.mjs';

/** Asks `node`'s /readyz every 250 ms until stopped; keeps every answer with when it was asked. */
function probeReadiness(node) {
  const answers = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const sentAt = Date.now();
      const res = await node.readyz();
      answers.push({ sentAt, endAt: Date.now(), status: res.status, body: res.json });
      await sleep(250);
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function killNode(world, load, report) {
  report.step('kill -9 of node2');
  const killedAt = Date.now();
  await world.nodes.node2.kill();
  await waitFor('HAProxy to take node2 out', async () => (await serverStates(world.socket)).node2?.startsWith('DOWN'), { timeoutMs: 30_000, everyMs: 100 });
  const outAt = Date.now();
  report.figure('HAProxy took the killed node out of service after', seconds(outAt - killedAt));
  await sleep(3000);
  const inFlight = load.window(killedAt - 30_000, killedAt).failed.filter((r) => r.endAt >= killedAt);
  const after = load.window(outAt);
  report.check('no request fails once HAProxy has the node out', after.failed.length === 0 && after.sent.length > 0, `${after.sent.length} requests; in flight at the kill and failed: ${describeFailures(inFlight)}`);
  return killedAt;
}

async function restartRedis(world, load, report) {
  report.step('Redis restart');
  const r0 = Date.now();
  await world.redis.stop('SIGTERM');
  await sleep(2000);
  const during = await world.nodes.node1.readyz();
  await sleep(2000);
  world.redis.start();
  await waitFor('Redis back', async () => (await world.redis.ping()) === true, { timeoutMs: 30_000 });
  const r1 = Date.now();
  report.figure('Redis was down for', seconds(r1 - r0));
  report.check('/readyz stays 200 without Redis (Redis only degrades a node)', during.status === 200, `${during.status} ${JSON.stringify(during.json)}`);
  await sleep(2000);
  const { sent, failed } = load.window(r0, r1 + 2000);
  report.check('play goes on through a Redis restart (no failed request)', failed.length === 0 && sent.length > 0, `${sent.length} requests, failures: ${describeFailures(failed)}`);
  await waitFor('node1 to use Redis again', async () => {
    const res = await world.nodes.node1.readyz();
    return res.status === 200 && res.json?.checks?.redis === 'ok';
  }, { timeoutMs: 60_000, everyMs: 500 }).then(
    () => report.check('the node reconnects to Redis by itself', true),
    (error) => report.check('the node reconnects to Redis by itself', false, error.message),
  );
}

async function restartPostgres(world, load, report) {
  report.step('PostgreSQL restart');
  const probe = probeReadiness(world.nodes.node1);
  const p0 = Date.now();
  await world.cluster.stop('fast');
  const down = Date.now();
  await sleep(4000);
  const upFrom = Date.now();
  await world.cluster.start();
  const p1 = Date.now();
  report.figure('PostgreSQL was down for', seconds(p1 - p0));
  const recoveredAt = await waitFor('a request through HAProxy to succeed again', () => {
    const ok = load.requests.find((r) => r.sentAt > p1 && r.status >= 200 && r.status < 300);
    return ok?.endAt;
  }, { timeoutMs: 60_000, everyMs: 200 });
  report.figure('requests succeed again after PostgreSQL is back, within', seconds(recoveredAt - p1));
  await waitFor('/readyz 200 again', async () => (await world.nodes.node1.readyz()).status === 200, { timeoutMs: 60_000 });
  await sleep(2000);
  await probe.stop();
  const whileDown = probe.answers.filter((a) => a.sentAt > down && a.endAt < upFrom);
  report.check('/readyz answers 503 while PostgreSQL is down', whileDown.length > 0 && whileDown.every((a) => a.status === 503 && a.body?.checks?.database !== 'ok'), `${whileDown.length} answers: ${[...new Set(whileDown.map((a) => a.status))].join(',')}`);
  report.check('/readyz answers 200 again once PostgreSQL is back, without a restart of the node', probe.answers.at(-1)?.status === 200);
  const { sent, failed } = load.window(p0, recoveredAt);
  const notBusy = failed.filter((r) => r.status !== 503 && r.code !== 'busy');
  report.check('during the outage requests answer busy or 503 (no node ready), nothing else', notBusy.length === 0, `${sent.length} requests, ${failed.length} failed: ${describeFailures(failed)}`);
  await sleep(5000);
  const later = load.window(recoveredAt + 3000, Date.now());
  report.check('after recovery requests succeed again', later.failed.length === 0 && later.sent.length > 0, `${later.sent.length} requests, failures: ${describeFailures(later.failed)}`);
}

export async function faults(world, releases, load, report) {
  const killedAt = await killNode(world, load, report);
  await sleep(2000);
  await restartRedis(world, load, report);
  await sleep(2000);
  await restartPostgres(world, load, report);

  report.step('Prometheus: the alert for the killed node');
  const instance = `${world.nodes.node2.address}:${world.nodes.node2.port}`;
  await waitFor('TastydropNodeDown to fire', async () => (await world.promApi.alerts()).some((a) => a.name === 'TastydropNodeDown' && a.state === 'firing' && a.labels.instance === instance), {
    timeoutMs: 180_000,
    everyMs: 1000,
  }).then(
    () => {
      report.figure('TastydropNodeDown fired after the kill, after', seconds(Date.now() - killedAt));
      report.check('Prometheus fires TastydropNodeDown for the killed node', true);
    },
    (error) => report.check('Prometheus fires TastydropNodeDown for the killed node', false, error.message),
  );
  const others = (await world.promApi.alerts()).filter((a) => a.state === 'firing' && a.name !== 'TastydropNodeDown' && a.name !== 'TastydropTooFewNodesInService');
  report.figure('other alerts firing', others.map((a) => a.name).join(', ') || 'none');

  report.step('node2 restarted, as systemd restarts it');
  world.nodes.node2.start(releases.current);
  await world.nodes.node2.waitReady();
  await waitInService(world, 'node2');
  report.check('the restarted node is back in HAProxy', true);
}
