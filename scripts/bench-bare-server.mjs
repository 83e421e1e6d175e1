#!/usr/bin/env node
// The machine's own limit for `npm run bench`: a bare Fastify server on the same Node answering
// one route with a fixed JSON body. Every measured path is also printed as a ratio to its rate.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 3299);
const body = { success: true, data: { id: 1, name: 'bench', price: 1000 } };
const app = Fastify({ logger: false });
app.post('/bare', async () => body);
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
