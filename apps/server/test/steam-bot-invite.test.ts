import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

const BOT = (name: string, steamId?: string) => ({ accountName: name, password: 'p', sharedSecret: 's', identitySecret: 'i', ...(steamId ? { steamId } : {}) });
const BOTS = [BOT('first', '76561198000000001'), BOT('unlisted'), BOT('second', '76561198000000002')];

describe('steam bot invite', () => {
  let t: TestApp;
  let sandbox: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STEAM_BOTS: JSON.stringify(BOTS) } });
    sandbox = await createTestApp({ database: t.database });
  });
  afterAll(async () => {
    await sandbox.close();
    await t.close();
  });

  const invite = (app: TestApp, token?: string) =>
    app.app.inject({ method: 'POST', url: '/api/v1/users/steam/bot-invite', headers: token ? bearer(token) : {} });

  it('gives a player one of the bots with a platform id, the same one every time', async () => {
    const players = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    const given = new Set<string>();
    for (const player of players) {
      const first = await invite(t, player.token);
      expect(first.statusCode).toBe(200);
      const id = (first.json().data as { bot_steamid: string }).bot_steamid;
      expect(['76561198000000001', '76561198000000002']).toContain(id);
      expect(((await invite(t, player.token)).json().data as { bot_steamid: string }).bot_steamid).toBe(id);
      given.add(id);
    }
    // Players are spread over the bots.
    expect(given.size).toBe(2);
  });

  it('needs a signed-in player', async () => {
    const res = await invite(t);
    expect(res.statusCode).toBe(401);
  });

  it('answers dataNotFound when no bot can be added (sandbox mode)', async () => {
    const player = await registerUser(sandbox.app);
    const res = await invite(sandbox, player.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'dataNotFound' });
  });
});
