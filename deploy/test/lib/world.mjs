// The deployment test's own private network: one network namespace per host (proxy, two app nodes, the
// database host, the host of the restored database and its node, monitoring, and the players), joined by
// a bridge in a namespace of its own, on 10.38.0.0/24. Each part listens on the address and port it would
// in production, connects from its own host's address (so pg_hba and TRUST_PROXY work as rendered), and
// nothing touches the machine's own services.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { run } from './proc.mjs';

export const DOMAIN = 'tastydrop.test';

export const ADDRESSES = {
  proxy: '10.38.0.10',
  node1: '10.38.0.11',
  node2: '10.38.0.12',
  restoredNode: '10.38.0.13',
  db: '10.38.0.20',
  restoredDb: '10.38.0.21',
  monitor: '10.38.0.30',
  /** The WebSocket clients. */
  sockets: '10.38.0.240',
  /** The request that checks X-Forwarded-For. */
  forger: '10.38.0.241',
  /** One address for the per-address connection limit check. */
  crowd: '10.38.0.250',
};
/** Players' addresses: 10.38.0.100 to 10.38.0.239. */
export const playerAddress = (i) => `10.38.0.${100 + (i % 140)}`;

const players = [...Array.from({ length: 140 }, (_, i) => playerAddress(i)), ADDRESSES.sockets, ADDRESSES.forger, ADDRESSES.crowd];
/** The hosts and their addresses; `players` is where the test itself runs. */
export const HOSTS = {
  proxy: [ADDRESSES.proxy],
  node1: [ADDRESSES.node1],
  node2: [ADDRESSES.node2],
  node3: [ADDRESSES.restoredNode],
  db: [ADDRESSES.db],
  db2: [ADDRESSES.restoredDb],
  monitor: [ADDRESSES.monitor],
  players,
};

/** The namespace of `host` in the network `prefix`. */
export const namespace = (prefix, host) => `${prefix}-${host}`;

const ip = (...args) => run('ip', args);

export function createNetwork(prefix) {
  deleteNetwork(prefix);
  const sw = namespace(prefix, 'switch');
  ip('netns', 'add', sw);
  ip('-n', sw, 'link', 'set', 'lo', 'up');
  ip('-n', sw, 'link', 'add', 'br0', 'type', 'bridge');
  ip('-n', sw, 'link', 'set', 'br0', 'up');
  Object.entries(HOSTS).forEach(([host, addresses], i) => {
    const ns = namespace(prefix, host);
    const [outer, inner] = [`${prefix}${i}s`, `${prefix}${i}h`];
    ip('netns', 'add', ns);
    ip('-n', ns, 'link', 'set', 'lo', 'up');
    ip('link', 'add', outer, 'type', 'veth', 'peer', 'name', inner);
    ip('link', 'set', outer, 'netns', sw);
    ip('link', 'set', inner, 'netns', ns);
    ip('-n', sw, 'link', 'set', outer, 'master', 'br0');
    ip('-n', sw, 'link', 'set', outer, 'up');
    ip('-n', ns, 'link', 'set', inner, 'name', 'eth0');
    for (const address of addresses) ip('-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
    ip('-n', ns, 'link', 'set', 'eth0', 'up');
  });
  // `ip netns exec` puts /etc/netns/<name>/hosts over /etc/hosts: for the players the site's name is the proxy.
  mkdirSync(`/etc/netns/${namespace(prefix, 'players')}`, { recursive: true });
  writeFileSync(`/etc/netns/${namespace(prefix, 'players')}/hosts`, `127.0.0.1 localhost\n${ADDRESSES.proxy} ${DOMAIN}\n`);
}

/** Ends every process still in the network's namespaces (all of them this test's), then removes them. */
export function deleteNetwork(prefix) {
  for (const host of [...Object.keys(HOSTS), 'switch']) {
    const ns = namespace(prefix, host);
    if (!existsSync(`/run/netns/${ns}`)) continue;
    let pids = '';
    try {
      pids = ip('netns', 'pids', ns).trim();
    } catch {
      pids = '';
    }
    for (const pid of pids.split(/\s+/).filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    ip('netns', 'del', ns);
    rmSync(`/etc/netns/${ns}`, { recursive: true, force: true });
  }
}

let network = null;

/** The network the test runs in (its namespaces' prefix). */
export function useNetwork(prefix) {
  network = prefix;
}

/**
 * The command line that runs `command` on `host`, as `user` when given: `ip netns exec` then `setpriv`
 * both exec, so the process keeps one pid (a signal to it reaches the program itself).
 */
export function onHost(host, user, command, args) {
  if (!network) throw new Error('useNetwork() first');
  const as = user ? ['setpriv', `--reuid=${user}`, `--regid=${user}`, '--init-groups', '--'] : [];
  return ['ip', ['netns', 'exec', namespace(network, host), ...as, command, ...args]];
}
