import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleMembers, battleResults, battles } from '../src/platform/db/schema/index.js';
import { createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A battle row in the given state with `userId` seated; a finished one gets the player's result. */
async function battle(userId: number, status: 'created' | 'started' | 'finished' | 'cancelled'): Promise<void> {
  serial += 1;
  const [row] = await t.database.db
    .insert(battles)
    .values({
      ulid: `01TESTCOUNT${String(serial).padStart(6, '0')}`,
      mode: '1v1',
      status,
      creatorId: userId,
      price: 1000,
      totalRounds: 1,
      cases: [],
      roundCaseIds: [],
      tables: [],
      serverSeed: 's',
      serverSeedHash: 'h',
    })
    .returning();
  await t.database.db.insert(battleMembers).values({ battleId: row!.id, userId, seat: 1, team: 1, stake: 1000, clientSeed: 'c', active: status === 'created' || status === 'started' });
  if (status === 'finished') {
    await t.database.db.insert(battleResults).values({ battleId: row!.id, userId, stake: 1000, won: serial % 2 === 0, finishedAt: new Date() });
  }
}

const footerBattles = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/footer-stats' })).json().data.battles as number;
const dashboardBattles = async (userId: number, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/users/${userId}/dashboard${query}` })).json().data.battles as number;

describe('battle counts', () => {
  it('the footer counts finished battles and the dashboard a player\'s, running ones too when asked with ?active', async () => {
    const before = await footerBattles();
    const player = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1) await battle(player.userId, 'finished');
    await battle(player.userId, 'started');
    await battle(player.userId, 'cancelled');

    expect(await footerBattles()).toBe(before + 5);
    expect(await dashboardBattles(player.userId)).toBe(5);
    expect(await dashboardBattles(player.userId, '?active=0')).toBe(5);
    expect(await dashboardBattles(player.userId, '?active')).toBe(6);
    expect(await dashboardBattles(player.userId, '?active=1')).toBe(6);
  });
});
