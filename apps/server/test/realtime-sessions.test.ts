import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE, TOO_MANY_CONNECTIONS_CLOSE_CODE } from '../src/platform/realtime/socket-hub.js';
import { bearer, createTestApp, createTestDatabase, registerUser, type TestApp } from './helpers.js';
import { Client, channelToken } from './ws-client.js';
import { consoleUser } from './admin-fixtures.js';

const DOTA = 'LiveDrops/DotaDropItems';

let t: TestApp;
let url: string;
const clients: Client[] = [];
async function connect(): Promise<Client> {
  const client = await Client.connect(url);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_RATE_LIMIT: '3' } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  const closing = clients.splice(0);
  for (const client of closing) client.close();
  await Promise.all(closing.map((client) => client.closed));
});
afterAll(async () => {
  await t.close();
});

async function login(app: TestApp['app'], credentials: { login: string; password: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: credentials });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { access_token: string }).access_token;
}

describe('channel tokens live no longer than their session', () => {
  it('revoking a session closes its socket and refuses its channel tokens', async () => {
    const user = await registerUser(t.app);
    const channel = await channelToken(t.app, user.token);
    const client = await connect();
    await client.subscribe('first_channel', channel);

    const revoked = await t.app.inject({ method: 'POST', url: '/api/v1/auth/revoke', headers: bearer(user.token) });
    expect(revoked.statusCode).toBe(200);
    expect((await client.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);

    // A token minted from the revoked session no longer opens the channel.
    const late = await connect();
    late.send({ method: 'subscribe', channel: 'first_channel', token: channel });
    expect(await late.error()).toEqual({ type: 'error', channel: 'first_channel', code: 'authentication' });
  });

  it('signing out everywhere ends every session and socket of the player, and no one else', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const second = await login(t.app, user);
    const first = await connect();
    await first.subscribe('first_channel', await channelToken(t.app, user.token));
    const bystander = await connect();
    await bystander.subscribe('first_channel', await channelToken(t.app, other.token));

    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/revoke-all', headers: bearer(second) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ended: 2 });
    expect((await first.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    for (const token of [user.token, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(other.token) })).statusCode).toBe(200);
    // The other player's socket still works.
    await bystander.subscribe(DOTA);
  });
});

describe('two nodes over Redis', () => {
  it('a session signed out on one node is refused by the other at once, and its socket there closes', async () => {
    const shared = await createTestDatabase();
    const nodeA = await createTestApp({ redisBroker: true, database: shared });
    const nodeB = await createTestApp({ redisBroker: true, database: shared });
    try {
      const urlB = await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await registerUser(nodeA.app);
      // Node B has the session in its cache and a socket of it.
      expect((await nodeB.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(user.token) })).statusCode).toBe(200);
      const client = await Client.connect(urlB);
      clients.push(client);
      await client.subscribe('first_channel', await channelToken(nodeB.app, user.token));

      expect((await nodeA.app.inject({ method: 'POST', url: '/api/v1/auth/revoke-all', headers: bearer(user.token) })).statusCode).toBe(200);
      expect((await client.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
      expect((await nodeB.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(user.token) })).statusCode).toBe(401);
    } finally {
      await nodeA.close();
      await nodeB.close();
      await shared.close();
    }
  });
});

describe('two nodes over Redis: every way a session ends reaches the session cache of the other node at once', () => {
  const me = (app: TestApp['app'], token: string) => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });

  it('sign-out, a ban and the console ending the sessions', async () => {
    const shared = await createTestDatabase();
    const nodeA = await createTestApp({ redisBroker: true, database: shared, env: { AUTH_RATE_LIMIT: '10000' } });
    const nodeB = await createTestApp({ redisBroker: true, database: shared, env: { AUTH_RATE_LIMIT: '10000' } });
    try {
      const owner = await consoleUser(nodeA, 'owner');
      const endings: [string, (user: { token: string; userId: number }) => Promise<{ statusCode: number }>][] = [
        ['sign-out', (user) => nodeA.app.inject({ method: 'POST', url: '/api/v1/auth/revoke', headers: bearer(user.token) })],
        ['ban', (user) => nodeA.app.inject({ method: 'POST', url: `/api/admin/players/${user.userId}/ban`, headers: owner.headers, payload: { reason: 'test' } })],
        ['end sessions', (user) => nodeA.app.inject({ method: 'POST', url: `/api/admin/players/${user.userId}/end-sessions`, headers: owner.headers, payload: {} })],
      ];
      for (const [name, end] of endings) {
        const user = await registerUser(nodeA.app);
        // Node B has the session in its cache.
        expect((await me(nodeB.app, user.token)).statusCode, name).toBe(200);
        expect((await me(nodeB.app, user.token)).statusCode, name).toBe(200);
        expect((await end(user)).statusCode, name).toBe(200);
        // The message crosses Redis as the answer does: well within a second, where the cache would trust the session for a minute.
        await vi.waitFor(async () => expect((await me(nodeB.app, user.token)).statusCode, name).toBe(401), { timeout: 1000, interval: 5 });
      }
    } finally {
      await nodeA.close();
      await nodeB.close();
      await shared.close();
    }
  });
});

describe('limits', () => {
  it('caps the sockets of one address', async () => {
    const capped = await createTestApp({ database: t.database, env: { REALTIME_MAX_CONNECTIONS_PER_IP: '2' } });
    const cappedUrl = await capped.app.listen({ port: 0, host: '127.0.0.1' });
    const own = async () => {
      const client = await Client.connect(cappedUrl);
      clients.push(client);
      return client;
    };
    try {
      const open = [await own(), await own()];
      for (const client of open) await client.subscribe(DOTA);
      const extra = await own();
      expect((await extra.closed).code).toBe(TOO_MANY_CONNECTIONS_CLOSE_CODE);
      open[0]!.close();
      await open[0]!.closed;
      // The freed place is reusable once the server has seen the close.
      for (;;) {
        const again = await own();
        const outcome = await Promise.race([again.subscribe(DOTA).then(() => 'subscribed'), again.closed.then(() => 'refused')]);
        if (outcome === 'subscribed') break;
      }
    } finally {
      await capped.close();
    }
  });

  it('rate-limits POST /users/sessions per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/v1/users/sessions', payload: {}, remoteAddress: '10.9.8.7' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
