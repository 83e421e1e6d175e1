import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

const tls = (file: string) => readFileSync(new URL(`./tls/${file}`, import.meta.url));

interface PushDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local stand-in for a browser's push service (HTTPS, as web-push requires): records every
 * delivery and answers 201; endpoints under /gone/ answer 410, under /flaky/ 500 the first time
 * each, and under /hang/ never (the sender's timeout must give up).
 */
export async function startFakePushService() {
  const deliveries: PushDelivery[] = [];
  const server = createServer({ key: tls('key.pem'), cert: tls('cert.pem') }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      deliveries.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      if (path.startsWith('/hang/')) return;
      const firstFlaky = path.startsWith('/flaky/') && deliveries.filter((d) => d.path === path).length === 1;
      res.writeHead(path.startsWith('/gone/') ? 410 : firstFlaky ? 500 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    deliveries,
    /** An HTTPS agent that trusts this fake's certificate (and nothing else new). */
    agent: new Agent({ ca: tls('cert.pem') }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
