import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDailyCases } from '../src/seed/daily-cases.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  await seedFixtureCatalog(t.database.db);
  await seedDailyCases(t.database.db, 'dota');
});
afterAll(() => t.close());

type Popup = { chaleng: { levels: { level: number }[] }; daily_case: { id: number; img: string; name: string; url: string }[] };

async function popup(token: string): Promise<Popup> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/popup/info', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as Popup;
}

describe('info popup', () => {
  it('lists the daily case a player can open now, with its image and link, until it is opened', async () => {
    const player = await registerUser(t.app);
    const before = await popup(player.token);
    expect(before.chaleng.levels).toEqual([]); // no event running
    expect(before.daily_case).toHaveLength(1);
    const [entry] = before.daily_case;
    expect(entry).toMatchObject({ url: '/daily-cases#daily-1', name: expect.any(String) });
    expect(entry!.img).toMatch(/^\/static\//);
    const opened = await t.app.inject({ method: 'POST', url: `/api/v1/cases/daily/${entry!.id}/open`, headers: bearer(player.token) });
    expect(opened.statusCode).toBe(200);
    expect((await popup(player.token)).daily_case).toEqual([]);
  });

  it('is for signed-in players only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/popup/info' })).statusCode).toBe(401);
  });
});
