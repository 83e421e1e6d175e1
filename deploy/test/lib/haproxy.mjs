// HAProxy's runtime view through its stats socket: which app nodes it has in service.
import net from 'node:net';

/** Sends one command to the stats socket; resolves its answer. */
export function statsCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let answer = '';
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (d) => (answer += d));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** { node1: 'UP', node2: 'DOWN', … } for the backend's servers. */
export async function serverStates(socketPath, backend = 'nodes') {
  const csv = await statsCommand(socketPath, 'show stat');
  const lines = csv.split('\n').filter(Boolean);
  const header = lines[0].replace(/^# /, '').split(',');
  const at = (name) => header.indexOf(name);
  const states = {};
  for (const line of lines.slice(1)) {
    const f = line.split(',');
    if (f[at('pxname')] === backend && !['BACKEND', 'FRONTEND'].includes(f[at('svname')])) states[f[at('svname')]] = f[at('status')];
  }
  return states;
}
