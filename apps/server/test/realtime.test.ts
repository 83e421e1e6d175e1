import type { ChannelEvent, PersonalEvent } from '@tastydrop/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/bootstrap/app.js';
import type { Database } from '../src/platform/db/index.js';
import type { App } from '../src/platform/http/types.js';
import { createInProcessBroker } from '../src/platform/realtime/broker.js';
import { CHANNEL_TOKEN_TTL_MS, issueChannelToken } from '../src/platform/realtime/channel-token.js';
import { PONG_TIMEOUT_CLOSE_CODE } from '../src/platform/realtime/socket-hub.js';
import { Client, RUN, channelToken } from './ws-client.js';
import { createTestApp, createTestDatabase, registerUser, testConfig, type TestApp } from './helpers.js';

/** The hub sends whatever JSON it is given: these transport checks carry markers (`run`, padding) no event declares. */
const wire = (message: Record<string, unknown> & { event: string }) => message as unknown as ChannelEvent;
const personal = (message: Record<string, unknown> & { event: string }) => message as unknown as PersonalEvent;

const DOTA = 'LiveDrops/DotaDropItems';
const CS = 'LiveDrops/CsDropItems';
const BATTLES = 'battles';

async function onlineCount(app: App): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/footer-stats' });
  return (res.json().data as { online: number }).online;
}

const clients: Client[] = [];
async function connect(baseUrl: string): Promise<Client> {
  const client = await Client.connect(baseUrl);
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe('realtime endpoint (one node, in-process broker)', () => {
  let node: TestApp;
  let url: string;

  beforeAll(async () => {
    node = await createTestApp();
    url = await node.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await node.close();
  });

  it('counts open sockets in the footer online figure', async () => {
    // First test of the suite: no account exists yet, so online is the live socket count.
    const first = await connect(url);
    const second = await connect(url);
    await first.subscribe(BATTLES);
    await second.subscribe(BATTLES);
    expect(await onlineCount(node.app)).toBe(2);
  });

  it('delivers a live-drop publish with snake_case keys', async () => {
    const client = await connect(url);
    await client.subscribe(DOTA);
    await node.app.realtime.publish(DOTA, wire({ event: 'statechange', run: RUN, itemName: 'Manifold Paradox', dropInfo: { userId: 7 } }));
    const message = await client.message(DOTA);
    expect(message).toEqual({
      type: 'message',
      channel: DOTA,
      data: { event: 'statechange', run: RUN, item_name: 'Manifold Paradox', drop_info: { user_id: 7 } },
    });
  });

  it('delivers messages intact in each of the three frame-length forms', async () => {
    const client = await connect(url);
    await client.subscribe(DOTA);
    // The in-process broker reaches only this suite's node, so the messages need no run marker.
    const overhead = Buffer.byteLength(JSON.stringify({ type: 'message', channel: DOTA, data: { event: 'statechange', pad: '' } }));
    // Whole messages of 125 and 126 bytes (7-bit and 16-bit lengths), 65,535 and 65,536 (16-bit and 64-bit).
    const sizes = [125, 126, 65_535, 65_536];
    for (const size of sizes) await node.app.realtime.publish(DOTA, wire({ event: 'statechange', pad: 'x'.repeat(size - overhead) }));
    for (const size of sizes) {
      const padded = (m: { type: string; channel?: string; data?: Record<string, unknown> }) =>
        m.type === 'message' && m.channel === DOTA && String(m.data?.pad).length === size - overhead;
      const message = await client.next(padded, `a message of ${size} bytes`);
      expect(Buffer.byteLength(JSON.stringify(message))).toBe(size);
    }
  });

  it('rejects a channel outside the allow-list', async () => {
    const client = await connect(url);
    client.send({ method: 'subscribe', channel: 'first_channel#1' });
    expect(await client.error()).toEqual({ type: 'error', channel: 'first_channel#1', code: 'validation' });
    client.send({ method: 'subscribe', channel: 'admin' });
    expect(await client.error()).toEqual({ type: 'error', channel: 'admin', code: 'validation' });
  });

  it('refuses first_channel without a valid token', async () => {
    const { userId } = await registerUser(node.app);
    const client = await connect(url);
    const grant = { userId, sessionId: 1 };
    const attempts = [
      undefined,
      'garbage',
      issueChannelToken(grant, 'another-secret-another-secret-another-secret'),
      issueChannelToken(grant, node.config.sessionSecret, Date.now() - CHANNEL_TOKEN_TTL_MS - 60_000),
    ];
    for (const token of attempts) {
      client.send({ method: 'subscribe', channel: 'first_channel', ...(token === undefined ? {} : { token }) });
      expect(await client.error()).toEqual({ type: 'error', channel: 'first_channel', code: 'authentication' });
    }
    expect(client.received.some((m) => m.type === 'subscribed')).toBe(false);
  });

  it('delivers personal messages only to their user', async () => {
    const alice = await registerUser(node.app);
    const bob = await registerUser(node.app);
    const aliceSocket = await connect(url);
    const bobSocket = await connect(url);
    await aliceSocket.subscribe('first_channel', await channelToken(node.app, alice.token));
    await bobSocket.subscribe('first_channel', await channelToken(node.app, bob.token));

    await node.app.realtime.publishToUser(alice.userId, personal({ event: 'balance', balance: 1.5, run: RUN }));
    await node.app.realtime.publishToUser(bob.userId, personal({ event: 'balance', balance: 2, coinBalance: 3, run: RUN }));
    await node.app.realtime.publishToUser(alice.userId, personal({ event: 'balance', balance: 4, run: RUN }));

    expect(await aliceSocket.message('first_channel', (d) => d.balance === 1.5)).toEqual({
      type: 'message',
      channel: 'first_channel',
      data: { event: 'balance', balance: 1.5, run: RUN },
    });
    await aliceSocket.message('first_channel', (d) => d.balance === 4);
    expect(await bobSocket.message('first_channel')).toEqual({
      type: 'message',
      channel: 'first_channel',
      data: { event: 'balance', balance: 2, coin_balance: 3, run: RUN },
    });
    // Each socket saw only its own user's messages (bob's came between alice's two).
    expect(aliceSocket.runMessages('first_channel').map((d) => d.balance)).toEqual([1.5, 4]);
    expect(bobSocket.runMessages('first_channel').map((d) => d.balance)).toEqual([2]);
  });

  it('stops delivery after unsubscribe', async () => {
    const client = await connect(url);
    await client.subscribe(DOTA);
    await client.subscribe(BATTLES);
    client.send({ method: 'unsubscribe', channel: DOTA });
    // Frames are handled in order: once this ack arrives, the unsubscribe has been applied.
    await client.subscribe(CS);

    await node.app.realtime.publish(DOTA, wire({ event: 'statechange', run: RUN, n: 1 }));
    await node.app.realtime.publish(BATTLES, wire({ event: 'created', run: RUN, n: 2 }));
    await client.message(BATTLES, (d) => d.n === 2);
    expect(client.runMessages(DOTA)).toEqual([]);
  });

  it('answers malformed frames with an error and keeps the connection', async () => {
    const client = await connect(url);
    client.send('{not json');
    expect(await client.error()).toEqual({ type: 'error', code: 'validation' });
    client.send({ method: 'publish', channel: DOTA });
    expect(await client.error()).toEqual({ type: 'error', channel: DOTA, code: 'validation' });
    client.send([1, 2, 3]);
    expect(await client.error()).toEqual({ type: 'error', code: 'validation' });
    client.send({ method: 'subscribe', channel: DOTA, pad: 'x'.repeat(8 * 1024) });
    expect(await client.error()).toEqual({ type: 'error', code: 'validation' });
    await client.subscribe(DOTA);
  });
});

describe('heartbeat', () => {
  let database: Database;
  let app: App;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A short heartbeat through the same setting production reads.
    const config = testConfig({ REALTIME_PING_INTERVAL_MS: '50' });
    app = await buildApp({ config, db: database.db, broker: createInProcessBroker() });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('pings and disconnects a client that never answers', async () => {
    const client = await connect(url);
    await client.next((m) => m.type === 'ping', 'a ping');
    const closed = await client.closed;
    expect(closed.code).toBe(PONG_TIMEOUT_CLOSE_CODE);
    expect(await onlineCount(app)).toBe(0);
  });
});

describe('two nodes over Redis', () => {
  let sharedDb: Database;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;

  beforeAll(async () => {
    sharedDb = await createTestDatabase();
    nodeA = await createTestApp({ redisBroker: true, database: sharedDb });
    nodeB = await createTestApp({ redisBroker: true, database: sharedDb });
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await sharedDb?.close();
  });

  it('delivers a publish on node A to a socket on node B (public and personal)', async () => {
    const user = await registerUser(nodeA.app);
    const token = await channelToken(nodeA.app, user.token);
    const client = await connect(urlB);
    await client.subscribe(DOTA);
    await client.subscribe('first_channel', token);

    await nodeA.app.realtime.publish(DOTA, wire({ event: 'statechange', run: RUN, itemName: 'Arcana' }));
    await nodeA.app.realtime.publishToUser(user.userId, personal({ event: 'balance', balance: 1.5, run: RUN }));

    expect((await client.message(DOTA)).data).toEqual({ event: 'statechange', run: RUN, item_name: 'Arcana' });
    expect((await client.message('first_channel')).data).toEqual({ event: 'balance', balance: 1.5, run: RUN });
  });
});
