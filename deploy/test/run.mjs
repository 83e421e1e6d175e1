#!/usr/bin/env node
// `npm run test:deploy`: brings the deploy/ recipe up on this machine and proves what it promises (see
// docs/operations.md, "The deployment test"). Needs root on Debian 12; installs the Debian packages it
// needs when they are missing. Everything runs in a network namespace of its own (10.38.0.0/24 on its
// loopback), as the users the systemd units name; nothing of the machine's own PostgreSQL or Redis is used.
//
// DEPLOY_TEST_PREVIOUS  the release to upgrade from (default: the commit before the newest migration)
// DEPLOY_TEST_CURRENT   the release to upgrade to (default: the tree's own build when fresh, else HEAD)
// DEPLOY_TEST_KEEP=1    keep the work directory (logs, rendered files, repository) for a look afterwards
// DEPLOY_TEST_ONLY=up   stop after bringing the recipe up and starting the load (to work on the test)
// DEPLOY_TEST_PHASES    upgrade,faults,restore: run only those (to work on the test; default all)
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const PACKAGES = ['haproxy', 'pgbackrest', 'prometheus', 'postgresql-15', 'redis-server', 'openssl', 'jq', 'iproute2'];
const NEEDS = ['/usr/sbin/haproxy', '/usr/bin/pgbackrest', '/usr/bin/prometheus', '/usr/bin/promtool', '/usr/lib/postgresql/15/bin/initdb', '/usr/bin/redis-server', '/usr/bin/openssl', '/usr/bin/jq', '/usr/sbin/ip'];

function sh(command, args, options = {}) {
  const r = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${r.status}`);
}

function ensurePackages() {
  if (NEEDS.every((f) => existsSync(f))) return;
  console.log(`Installing from Debian: ${PACKAGES.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  sh('apt-get', ['update', '-qq'], { env });
  sh('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The app nodes' dedicated user, as install.sh creates it. */
function ensureUser() {
  if (spawnSync('id', ['tastydrop'], { stdio: 'ignore' }).status === 0) return;
  sh('adduser', ['--system', '--group', '--home', '/var/lib/tastydrop', '--no-create-home', 'tastydrop'], { stdio: 'ignore' });
}

async function outside() {
  if (process.getuid?.() !== 0) throw new Error('test:deploy needs root (network namespace, PostgreSQL and app users)');
  const started = Date.now();
  ensurePackages();
  ensureUser();
  const { prepareReleases, readableRelease } = await import('./lib/releases.mjs');
  const { createNetwork, deleteNetwork, namespace } = await import('./lib/world.mjs');
  const workDir = mkdtempSync('/tmp/td-deploy-');
  chmodSync(workDir, 0o755);
  console.log(`test:deploy: work directory ${workDir}`);
  console.log('Building the releases (previous from git worktree, current)…');
  const releases = await prepareReleases(root, workDir);
  // The nodes run as the app user: a tree in folders it cannot enter is run from a readable copy.
  releases.previous = readableRelease(root, releases.previous, workDir, 'previous');
  releases.current = readableRelease(root, releases.current, workDir, 'current');
  console.log(`  previous ${releases.previous.commit} in ${releases.previous.dir}\n  current  ${releases.current.commit} in ${releases.current.dir}`);
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const network = `tdd${process.pid % 100000}`;
  let code = 1;
  try {
    createNetwork(network);
    const state = { root, workDir, network, releases: { previous: releases.previous, current: releases.current } };
    const child = spawn('ip', ['netns', 'exec', namespace(network, 'players'), process.execPath, fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: { ...process.env, DEPLOY_TEST_INSIDE: JSON.stringify(state) },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  } finally {
    deleteNetwork(network);
    releases.cleanup();
    if (process.env.DEPLOY_TEST_KEEP) console.log(`kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
  process.exit(code);
}

async function inside() {
  const { main } = await import('./scenario.mjs');
  const ok = await main(JSON.parse(process.env.DEPLOY_TEST_INSIDE));
  process.exit(ok ? 0 : 1);
}

(process.env.DEPLOY_TEST_INSIDE ? inside() : outside()).catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
