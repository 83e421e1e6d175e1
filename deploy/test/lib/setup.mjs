// Brings the recipe up inside the test's namespace: the config file install.sh reads, the files it
// renders, and the processes the systemd units would start with them (PostgreSQL with pgBackRest
// archiving, Redis, two app nodes of the previous release, HAProxy with TLS, Prometheus).
import { chmodSync, chownSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { useCertificateAuthority } from './http.mjs';
import { AppNode, readEnvironmentFile } from './nodes.mjs';
import { BackRest, Cluster, postgresDir } from './postgres.mjs';
import { PrometheusApi } from './prometheus.mjs';
import { serverStates } from './haproxy.mjs';
import { Fatal, run, runAsync, Service, waitFor } from './proc.mjs';
import { ADDRESSES, DOMAIN, onHost } from './world.mjs';

const userIds = (user) => ({ uid: Number(run('id', ['-u', user]).trim()), gid: Number(run('id', ['-g', user]).trim()) });

function testConfig(root, p) {
  return `# deploy/tastydrop.conf.example, with the test namespace's addresses and the test's directories.
DOMAIN=${DOMAIN}
TLS_CERT=${p.tls}/site.pem
GAME=dota
PUBLIC_ADDRESS=${ADDRESSES.proxy}
HTTPS_PORT=443
HTTP_PORT=80
PROXY_ADDRESS=${ADDRESSES.proxy}
NODES="${ADDRESSES.node1}:3000 ${ADDRESSES.node2}:3000"
DB_ADDRESS=${ADDRESSES.db}
DB_PORT=5432
REDIS_ADDRESS=${ADDRESSES.db}
REDIS_PORT=6379
MONITOR_ADDRESS=${ADDRESSES.monitor}
OPERATOR_NAME="ООО «Проверка развёртывания»"
OPERATOR_REGISTRATION="ОГРН 1000000000000"
OPERATOR_ADDRESS="г. Москва, ул. Тестовая, д. 1"
SUPPORT_EMAIL=support@${DOMAIN}
# A staging site without trade bots: production accepts the sandbox only so.
PAYMENTS_PROVIDER=sandbox
SECRETS_FILE=${p.root}/secrets.conf
EXTRA_ENV_FILE=${p.root}/extra.env
BACKUP_REPO_PATH=${p.backrest}/repo
BACKUP_STANZA=tastydrop
ARCHIVE_TIMEOUT=10
SCRAPE_INTERVAL=2s
NODE_EXPORTERS=none
PG_DATA=${p.pg}/data
PG_SOCKET_DIR=${p.pg}/run
PGBACKREST_CONFIG=${p.backrest}/pgbackrest.conf
PGBACKREST_SPOOL_PATH=${p.backrest}/spool
PGBACKREST_LOCK_PATH=${p.backrest}/lock
PGBACKREST_LOG_PATH=${p.backrest}/log
HAPROXY_LOG="stdout format raw local0"
# Outside systemd this machine allows 20,000 open files a process; under systemd HAProxy gets more.
HAPROXY_MAXCONN=4000
HAPROXY_CHROOT=${p.haproxy}/chroot
HAPROXY_SOCKET=${p.haproxy}/admin.sock
PROMETHEUS_RULES=${p.prometheus}/tastydrop-alerts.yml
METRICS_TOKEN_FILE=${p.prometheus}/metrics-token
PROMETHEUS_LISTEN=${ADDRESSES.monitor}:9090
BACKUP_METRICS_FILE=${p.root}/node-exporter/tastydrop_backup.prom
`;
}

function makeCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${DOMAIN}`, '-addext', `subjectAltName=DNS:${DOMAIN}`,
    '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`], { stdio: 'pipe' });
  writeFileSync(`${dir}/site.pem`, readFileSync(`${dir}/cert.pem`, 'utf8') + readFileSync(`${dir}/key.pem`, 'utf8'), { mode: 0o600 });
  return readFileSync(`${dir}/cert.pem`);
}

/** Static checks of what install.sh installs: HAProxy, Prometheus and systemd accept it. */
function checkFiles(root, p, rendered, report) {
  run('bash', ['-n', path.join(root, 'deploy/install.sh')]);
  run('bash', ['-n', path.join(root, 'deploy/bin/tastydrop-backup-metrics')]);
  report.check('install.sh and the backup metrics script parse (bash -n)', true);
  const haproxy = run('haproxy', ['-c', '-f', `${rendered}/haproxy.cfg`], { stdio: 'pipe' });
  report.check('haproxy -c accepts the rendered haproxy.cfg', true, haproxy.trim().split('\n').pop());
  report.check('promtool check rules', /SUCCESS/.test(run('promtool', ['check', 'rules', path.join(root, 'deploy/prometheus/tastydrop-alerts.yml')])));
  report.check('promtool test rules (deploy/prometheus/tests)', /SUCCESS/.test(run('promtool', ['test', 'rules', path.join(root, 'deploy/prometheus/tests/alerts.test.yml')])));
  report.check('promtool check config accepts the rendered prometheus.yml', /SUCCESS/.test(run('promtool', ['check', 'config', `${rendered}/prometheus.yml`])));
  const units = path.join(p.root, 'units');
  mkdirSync(units, { recursive: true });
  const metricsScript = path.join(root, 'deploy/bin/tastydrop-backup-metrics');
  const copy = (from, name) => writeFileSync(path.join(units, name), readFileSync(from, 'utf8').replaceAll('/usr/local/bin/tastydrop-backup-metrics', metricsScript));
  copy(`${rendered}/tastydrop@.service`, 'tastydrop@3000.service');
  copy(`${rendered}/pgbackrest-backup@.service`, 'pgbackrest-backup@full.service');
  copy(`${rendered}/pgbackrest-full.timer`, 'pgbackrest-full.timer');
  copy(`${rendered}/pgbackrest-diff.timer`, 'pgbackrest-diff.timer');
  copy(path.join(root, 'deploy/systemd/tastydrop-backup-metrics.service'), 'tastydrop-backup-metrics.service');
  copy(path.join(root, 'deploy/systemd/tastydrop-backup-metrics.timer'), 'tastydrop-backup-metrics.timer');
  const names = ['tastydrop@3000.service', 'pgbackrest-backup@full.service', 'pgbackrest-full.timer', 'pgbackrest-diff.timer', 'tastydrop-backup-metrics.service', 'tastydrop-backup-metrics.timer'];
  const verify = run('systemd-analyze', ['verify', '--man=no', ...names.map((n) => `./${n}`)], { cwd: units, stdio: 'pipe' });
  report.check('systemd-analyze verify accepts the units', verify.trim() === '', verify.trim());
}

/** `first`: the release the nodes start on (the previous one, which the test then upgrades). */
export async function bringUp({ root, workDir, releases, first = releases.previous, report }) {
  const p = {
    root: workDir,
    tls: path.join(workDir, 'tls'),
    render: path.join(workDir, 'rendered'),
    pg: path.join(workDir, 'pg'),
    backrest: path.join(workDir, 'pgbackrest'),
    haproxy: path.join(workDir, 'haproxy'),
    prometheus: path.join(workDir, 'prometheus'),
    redis: path.join(workDir, 'redis'),
    state: path.join(workDir, 'var-lib-tastydrop'),
    logs: path.join(workDir, 'logs'),
  };
  for (const dir of [p.haproxy, `${p.haproxy}/chroot`, p.prometheus, p.redis, p.state, p.logs, `${workDir}/node-exporter`]) mkdirSync(dir, { recursive: true });
  const ca = makeCertificate(p.tls);
  useCertificateAuthority(ca);

  report.step('Rendering the recipe with deploy/install.sh --render (one host per node)');
  writeFileSync(path.join(workDir, 'test.conf'), testConfig(root, p));
  writeFileSync(path.join(workDir, 'extra.env'), '# Nothing extra: the nodes run with production defaults.\n');
  const render = (name, address) => {
    run('bash', [path.join(root, 'deploy/install.sh'), '--render', `${p.render}/${name}`, '--config', path.join(workDir, 'test.conf'), '--address', address]);
    return `${p.render}/${name}`;
  };
  const rendered = { node1: render('node1', ADDRESSES.node1), node2: render('node2', ADDRESSES.node2), restored: render('restored', ADDRESSES.restoredNode) };
  const again = render('node1-again', ADDRESSES.node1);
  const same = run('diff', ['-r', rendered.node1, again]).trim() === '';
  report.check('install.sh renders the same files twice (idempotent, secrets kept)', same);
  const env1 = readEnvironmentFile(`${rendered.node1}/tastydrop.env`);
  const env2 = readEnvironmentFile(`${rendered.node2}/tastydrop.env`);
  report.check('each host gets its own HOST, the same secrets', env1.HOST === ADDRESSES.node1 && env2.HOST === ADDRESSES.node2 && env1.SESSION_SECRET === env2.SESSION_SECRET);
  // Where install.sh puts the rules and the scrape token on the monitoring host.
  copyFileSync(path.join(root, 'deploy/prometheus/tastydrop-alerts.yml'), `${p.prometheus}/tastydrop-alerts.yml`);
  copyFileSync(`${rendered.node1}/metrics-token`, `${p.prometheus}/metrics-token`);
  checkFiles(root, p, rendered.node1, report);

  report.step('PostgreSQL 15 (own cluster) with WAL archived by pgBackRest');
  postgresDir(p.backrest, 0o755);
  for (const dir of ['repo', 'spool', 'lock', 'log']) postgresDir(`${p.backrest}/${dir}`, 0o750);
  copyFileSync(`${rendered.node1}/pgbackrest.conf`, `${p.backrest}/pgbackrest.conf`);
  chownSync(`${p.backrest}/pgbackrest.conf`, userIds('postgres').uid, userIds('postgres').gid);
  const cluster = new Cluster({ host: 'db', dataDir: `${p.pg}/data`, socketDir: `${p.pg}/run`, logFile: `${p.logs}/postgresql.log` });
  cluster.init({ settingsFile: `${rendered.node1}/postgresql-tastydrop.conf`, hbaFile: `${rendered.node1}/pg_hba-tastydrop.conf` });
  chmodSync(rendered.node1, 0o755);
  chmodSync(p.render, 0o755);
  await cluster.start();
  await cluster.with('postgres', async (c) => {
    // What install.sh does on the database host: the site's role with its password, its database.
    const url = new URL(env1.DATABASE_URL);
    await c.query(`CREATE ROLE ${c.escapeIdentifier(url.username)} LOGIN PASSWORD ${c.escapeLiteral(url.password)}`);
    await c.query(`CREATE DATABASE ${c.escapeIdentifier(url.pathname.slice(1))} OWNER ${c.escapeIdentifier(url.username)}`);
  });
  const backrest = new BackRest({ host: 'db', config: `${p.backrest}/pgbackrest.conf`, stanza: 'tastydrop' });
  await backrest.run('stanza-create');
  await backrest.run('check');
  report.check('pgbackrest stanza-create and check (WAL archiving works)', true);

  report.step('Redis bound to the private address');
  const redisIds = userIds('redis');
  chownSync(`${rendered.node1}/redis-tastydrop.conf`, redisIds.uid, redisIds.gid);
  chmodSync(rendered.node1, 0o755);
  chownSync(p.redis, redisIds.uid, redisIds.gid);
  const redis = new Service('redis', ...onHost('db', 'redis', 'redis-server', [`${rendered.node1}/redis-tastydrop.conf`, '--dir', p.redis, '--daemonize', 'no']), {
    logFile: `${p.logs}/redis.log`,
  }).start();
  const redisPassword = new URL(env1.REDIS_URL).password;
  redis.ping = async () => (await runAsync('redis-cli', ['-h', ADDRESSES.db, '--no-auth-warning', '-a', redisPassword, 'ping'])).stdout.includes('PONG');
  await waitFor('Redis', () => redis.ping());

  report.step(`App nodes of release ${first.commit.slice(0, 10)} as the systemd unit starts them`);
  const unitFile = path.join(root, 'deploy/systemd/tastydrop@.service');
  const node = (name, address) => new AppNode({ name, host: name, address, port: 3000, unitFile, envFile: `${rendered[name]}/tastydrop.env`, stateRoot: p.state, logDir: p.logs });
  const nodes = { node1: node('node1', ADDRESSES.node1), node2: node('node2', ADDRESSES.node2) };
  // The first start migrates an empty database and seeds it: one node at a time, as install.sh does.
  nodes.node1.start(first);
  await nodes.node1.waitReady();
  nodes.node2.start(first);
  await nodes.node2.waitReady();

  report.step('HAProxy: TLS, HTTP/2, checks on /readyz');
  const haproxy = new Service('haproxy', ...onHost('proxy', null, 'haproxy', ['-W', '-f', `${rendered.node1}/haproxy.cfg`]), { logFile: `${p.logs}/haproxy.log` }).start();
  const socket = `${p.haproxy}/admin.sock`;
  await waitFor('HAProxy to have both nodes in service', async () => {
    if (!haproxy.running) throw new Fatal(`HAProxy exited:\n${haproxy.tail()}`);
    const s = await serverStates(socket);
    return s.node1 === 'UP' && s.node2 === 'UP';
  });

  report.step('Prometheus scraping the nodes with the shipped rules');
  const promIds = userIds('prometheus');
  mkdirSync(`${p.prometheus}/data`, { recursive: true });
  for (const f of ['metrics-token', 'data', 'tastydrop-alerts.yml']) chownSync(`${p.prometheus}/${f}`, promIds.uid, promIds.gid);
  chownSync(p.prometheus, promIds.uid, promIds.gid);
  chmodSync(`${rendered.node1}/prometheus.yml`, 0o644);
  const prometheus = new Service('prometheus', ...onHost('monitor', 'prometheus', 'prometheus', [
    `--config.file=${rendered.node1}/prometheus.yml`,
    `--storage.tsdb.path=${p.prometheus}/data`,
    `--web.listen-address=${ADDRESSES.monitor}:9090`,
  ]), { logFile: `${p.logs}/prometheus.log` }).start();
  const promApi = new PrometheusApi(`http://${ADDRESSES.monitor}:9090`);
  await waitFor('Prometheus to scrape both nodes', async () => {
    const targets = await promApi.targets('tastydrop');
    return targets.length === 2 && targets.every((t) => t.health === 'up');
  }, { timeoutMs: 60_000, everyMs: 500 });
  report.check('Prometheus scrapes both nodes with the bearer token', true);
  const dashboard = JSON.parse(readFileSync(path.join(root, 'deploy/grafana/tastydrop.json'), 'utf8'));
  const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((t) => t.expr.replaceAll('$__rate_interval', '1m'));
  const refused = [];
  for (const expr of exprs) {
    await promApi.get(`/api/v1/query?query=${encodeURIComponent(expr)}`).catch((error) => refused.push(`${expr}: ${error.message}`));
  }
  report.check('Prometheus runs every query of the dashboard (deploy/grafana/tastydrop.json)', exprs.length > 0 && refused.length === 0, refused.join('; ') || `${exprs.length} queries`);

  return { p, ca, rendered, cluster, backrest, redis, redisPassword, nodes, haproxy, socket, prometheus, promApi, env: env1 };
}
