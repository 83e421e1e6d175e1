import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rollTicket } from '@tastydrop/domain';
import { inventoryItems, items, openings, users } from '../src/platform/db/schema/index.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  await seedFixtureCatalog(t.database.db);
});
afterAll(() => t.close());

async function richUser(kopecks = 100_000, coins = 0) {
  const user = await registerUser(t.app);
  if (kopecks) await credit(t.database.db, { userId: user.userId, currency: 'money', amount: kopecks, reason: 'test' });
  if (coins) await credit(t.database.db, { userId: user.userId, currency: 'coins', amount: coins, reason: 'test' });
  return user;
}

function open(token: string, slug: string, multiOpen = 1) {
  return t.app.inject({ method: 'POST', url: `/api/v1/cases/${slug}/open`, headers: bearer(token), payload: { multi_open: multiOpen } });
}

describe('case catalog calls', () => {
  it('lists sections with their cases', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/case/sections/with-cases?main=1&caseStatuses[]=active' });
    const sections = res.json().data;
    expect(sections).toHaveLength(1);
    expect(sections[0].cases.map((c: { name: string }) => c.name)).not.toContain('ended');
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/sections/' });
    expect(all.json().data[0].cases.map((c: { name: string }) => c.name)).toContain('ended');
  });

  it('shows a case by slug or id with drops, chances, ticket ranges, EV and RTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cases/basic' });
    const c = res.json().data;
    expect(c.price_data).toEqual({ currency: 'GOLD', price: 1, old_price: null });
    expect(c.drops.map((d: { price: number }) => d.price)).toEqual([10, 1.5, 0.5]);
    expect(c.drops.map((d: { chance: number }) => d.chance)).toEqual([5, 25, 70]);
    expect(c.drops[0]).toMatchObject({ ticket_from: 1, ticket_to: 5000 });
    // EV = 0.7*0.5 + 0.25*1.5 + 0.05*10 = 1.225 roubles on a 1 rouble case.
    expect(c.expected_value).toBe(1.23);
    expect(c.rtp).toBe(122.5);
    const byId = await t.app.inject({ method: 'GET', url: `/api/v1/cases/${c.id}` });
    expect(byId.json().data.name).toBe('basic');
    const drops = await t.app.inject({ method: 'GET', url: `/api/v1/cases/${c.id}/drops` });
    expect(drops.json().data).toHaveLength(3);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/cases/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('caseNotFound');
  });
});

describe('opening', () => {
  it('debits, rolls with the seed pair, adds items, records openings and experience', async () => {
    const user = await richUser(100_000);
    const res = await open(user.token, 'basic', 3);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.drops).toHaveLength(3);
    expect(data.balance).toBe(997);
    expect(data.amount_exp).toBe('3');
    const seeds = (await t.app.inject({ method: 'GET', url: '/api/v1/provably-fair/seeds', headers: bearer(user.token) })).json().data;
    expect(seeds.active.nonce).toBe(3);
    expect(seeds.active.server_seed_hash).toBe(data.server_seed_hash);

    const inv = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.userId, user.userId));
    expect(inv).toHaveLength(3);
    expect(inv.every((i) => i.status === 'progress' && i.source === 'Case')).toBe(true);

    // Rotation reveals the server seed; every stored opening re-verifies from its seeds.
    const rotated = (await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(user.token) })).json().data;
    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/provably-fair/openings', headers: bearer(user.token) })).json().data;
    expect(history.total).toBe(3);
    for (const o of history.items) {
      expect(o.server_seed).toBe(rotated.previous.server_seed);
      expect(rollTicket(o.server_seed, o.client_seed, o.nonce, o.cursor)).toBe(o.ticket);
    }
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('keeps the server seed secret until rotation', async () => {
    const user = await richUser();
    await open(user.token, 'basic');
    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/provably-fair/openings', headers: bearer(user.token) })).json().data;
    expect(history.items[0].server_seed).toBeNull();
  });

  it('lets anyone with its link check an opening, its server seed shown only once its player rotated', async () => {
    const user = await richUser();
    const opened = (await open(user.token, 'basic')).json().data;
    const id = opened.drops[0].opening_id as number;
    const asGuest = await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/openings/${id}` });
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json().data).toMatchObject({ id, server_seed: null, mine: false, server_seed_hash: opened.server_seed_hash });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/openings/${id}`, headers: bearer(user.token) })).json().data.mine).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(user.token) });
    const revealed = (await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/openings/${id}` })).json().data;
    expect(rollTicket(revealed.server_seed, revealed.client_seed, revealed.nonce, revealed.cursor)).toBe(revealed.ticket);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/provably-fair/openings/999999999' })).statusCode).toBe(404);
  });

  it('uses the client seed the player sets', async () => {
    const user = await richUser();
    const set = await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/client-seed', headers: bearer(user.token), payload: { client_seed: 'my-lucky-seed' } });
    expect(set.json().data.active).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    const res = await open(user.token, 'basic');
    expect(res.json().data.client_seed).toBe('my-lucky-seed');
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/client-seed', headers: bearer(user.token), payload: { client_seed: 'has space' } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses without enough balance and changes nothing', async () => {
    const user = await richUser(50);
    const res = await open(user.token, 'basic');
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('balance_error');
    expect(await t.database.db.select().from(openings).where(eq(openings.userId, user.userId))).toHaveLength(0);
  });

  it('answers case_not_available, level_locked, limit_reached and authentication', async () => {
    const user = await richUser();
    expect((await open(user.token, 'ended')).json().code).toBe('case_not_available');
    expect((await open(user.token, 'level-20')).json().code).toBe('level_locked');
    expect((await open(user.token, 'limited', 2)).statusCode).toBe(200);
    const over = await open(user.token, 'limited', 2);
    expect(over.json().code).toBe('limit_reached');
    expect((await open(user.token, 'limited', 1)).statusCode).toBe(200);
    const card = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/limited' })).json().data;
    expect(card.statistic_data).toMatchObject({ opens_limit: 3, opens_remaining: 0, opened_count: 3 });
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', payload: {} });
    expect(guest.json().code).toBe('authentication');
    const tooMany = await open(user.token, 'basic', 11);
    expect(tooMany.json().code).toBe('validation');
  });

  it('opens a level-locked case once the level is reached', async () => {
    const user = await richUser();
    await t.database.db.update(users).set({ experience: 9_500 }).where(eq(users.id, user.userId));
    expect((await open(user.token, 'level-20')).statusCode).toBe(200);
  });

  it('makes every third open free', async () => {
    const user = await richUser(1_000);
    const res = await open(user.token, 'free-every-3', 3);
    expect(res.json().data.price_paid).toBe(2);
    const card = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/free-every-3', headers: bearer(user.token) })).json().data;
    expect(card).toMatchObject({ user_opened: 3, next_free_in: 3 });
  });

  it('charges coins for coin cases and gives no experience', async () => {
    const user = await richUser(0, 500);
    const res = await open(user.token, 'coins');
    expect(res.json().data).toMatchObject({ coin_balance: 4, amount_exp: '0', balance: 0 });
  });

  it('drops several items per open for multifix and multicast cases', async () => {
    const user = await richUser();
    expect((await open(user.token, 'multifix')).json().data.drops).toHaveLength(3);
    const multicast = (await open(user.token, 'multicast', 2)).json().data.drops.length;
    expect(multicast).toBeGreaterThanOrEqual(4);
    expect(multicast).toBeLessThanOrEqual(8);
  });

  it('lists live drops, latest and best', async () => {
    const latest = await t.app.inject({ method: 'POST', url: '/api/v1/live_drop', payload: { is_top: false } });
    expect(latest.json().data.length).toBeGreaterThan(0);
    expect(latest.json().data[0]).toMatchObject({ user: { nickname: expect.any(String) }, case: { name: expect.any(String) } });
    const best = (await t.app.inject({ method: 'POST', url: '/api/v1/live_drop', payload: { is_top: true } })).json().data;
    const prices = best.map((d: { item: { price: number } }) => d.item.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    // The fixture catalog's only arcana is the item 'rare': the count is how many openings dropped it.
    const [rare] = await t.database.db.select({ id: items.id }).from(items).where(eq(items.slug, 'rare'));
    const rareOpenings = await t.database.db.select({ id: openings.id }).from(openings).where(eq(openings.itemId, rare!.id));
    const arcanes = await t.app.inject({ method: 'GET', url: '/api/v1/cases/arcane/count' });
    expect(arcanes.json().data.count).toBe(rareOpenings.length);
  });
});

describe('dashboard after openings', () => {
  it('shows the best drop and the profit from real openings', async () => {
    const user = await richUser(1_000);
    const opened = (await open(user.token, 'basic', 2)).json().data;
    const dash = (await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.userId}/dashboard` })).json().data;
    const prices = opened.drops.map((d: { price: number }) => d.price) as number[];
    expect(dash.cases_opened).toBe(2);
    expect(dash.spent).toBe(2);
    expect(dash.best_drop.price).toBe(Math.max(...prices));
    expect(dash.profit).toBeCloseTo(prices.reduce((a, p) => a + p, 0) - 2, 2);
  });
});
