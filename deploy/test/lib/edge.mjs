// What HAProxy promises at the edge: HTTPS only, HTTP/2 by ALPN, the client's real address to the nodes
// (never one the client wrote), and a cap on connections per address.
import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { request } from './http.mjs';
import { sleep } from './proc.mjs';
import { ADDRESSES, DOMAIN } from './world.mjs';

function http2Get(ca, path) {
  return new Promise((resolve) => {
    const session = http2.connect(`https://${DOMAIN}`, { ca, servername: DOMAIN });
    session.on('error', (error) => resolve({ error: error.message }));
    session.on('connect', () => {
      const stream = session.request({ ':path': path });
      let status = 0;
      stream.on('response', (headers) => (status = headers[':status']));
      stream.on('data', () => {});
      stream.on('end', () => {
        resolve({ alpn: session.alpnProtocol, status });
        session.close();
      });
      stream.on('error', (error) => resolve({ error: error.message }));
    });
  });
}

/** Opens `count` TCP connections from one address; resolves how many the proxy closed at once. */
async function refusedOf(count, localAddress) {
  const sockets = [];
  let closed = 0;
  for (let i = 0; i < count; i += 1) {
    const socket = net.connect({ host: ADDRESSES.proxy, port: 443, localAddress });
    socket.on('close', () => (closed += 1));
    socket.on('error', () => {});
    sockets.push(socket);
    await new Promise((resolve) => {
      socket.once('connect', resolve);
      socket.once('error', resolve);
    });
  }
  await sleep(1000);
  const refused = closed;
  for (const s of sockets) s.destroy();
  return refused;
}

export async function edgeChecks(world, report) {
  report.step('The edge: HTTPS redirect, HTTP/2, the real client address, connections per address');
  const plain = await request('GET', `http://${DOMAIN}/`);
  report.check('plain HTTP is redirected to HTTPS', plain.status === 301 && plain.headers?.location === `https://${DOMAIN}/`, `${plain.status} ${plain.headers?.location}`);

  const h2 = await http2Get(world.ca, '/healthz');
  report.check('browsers get HTTP/2 (ALPN h2) through TLS', h2.alpn === 'h2' && h2.status === 200, JSON.stringify(h2));

  const marker = `deploy-test-${randomUUID()}`;
  const client = ADDRESSES.forger;
  await request('GET', '/api/v1/payments/countries/ru', { localAddress: client, headers: { 'user-agent': marker, 'x-forwarded-for': '203.0.113.9' } });
  await sleep(500);
  const lines = [...world.nodes.node1.logLines(), ...world.nodes.node2.logLines()];
  const seen = lines.find((l) => l.req?.userAgent === marker);
  const requestLines = lines.filter((l) => l.unparsed?.includes('req') || l.req || l.res);
  report.check('the nodes log every request as a JSON line with a request id', Boolean(seen?.reqId) && requestLines.every((l) => l.reqId), `reqId ${seen?.reqId}, ${requestLines.length} request lines`);
  report.check('the node sees the client address HAProxy saw, not the X-Forwarded-For it sent', seen?.req?.ip === client, `ip ${seen?.req?.ip}`);

  const limit = Number(/sc_conn_cur\(0\) gt (\d+)/.exec(readFileSync(`${world.rendered.node1}/haproxy.cfg`, 'utf8'))[1]);
  const refused = await refusedOf(limit + 5, ADDRESSES.crowd);
  report.check(`one address gets at most ${limit} connections`, refused === 5, `${refused} of ${limit + 5} refused`);
}
