import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRaffle, hashServerSeed } from '@tastydrop/domain';
import { and, asc, eq, gte, like } from 'drizzle-orm';
import { eventUsers, events, inventoryItems, items, ledger, raffleWinners } from '../src/platform/db/schema/index.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { drawRaffles } from '../src/modules/events/draw-raffles.js';
import { bookMismatches } from './ledger-check.js';
import { seedDatabase } from '../src/seed/index.js';
import { openCase, richPlayer } from './engagement-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  await seedDatabase(t.database.db, 'dota');
});
afterAll(() => t.close());

interface Level {
  level: number;
  active: boolean;
  current: boolean;
  done: boolean;
  tasks: { id: number; task: { type: string }; progress_data: { current: number; end: number } }[];
}

async function challenge(token?: string): Promise<{ levels: Level[]; current_coins: number }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/challenge', ...(token ? { headers: bearer(token) } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('battle pass', () => {
  it('shows guests 50 locked levels, no tasks, zero coins, and refuses their claims', async () => {
    const pass = await challenge();
    expect(pass.levels).toHaveLength(50);
    expect(pass.current_coins).toBe(0);
    expect(pass.levels.every((l) => !l.active && !l.current && !l.done && l.tasks.length === 0)).toBe(true);
    const claim = await t.app.inject({ method: 'POST', url: '/api/v1/event/challenge/prize/1' });
    expect(claim.statusCode).toBe(401);
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/event/current' });
    expect(settings.json().data).toMatchObject({ current_event: 'autumn', user_stats: null, coins_color: '#F03573' });
  });

  it('rises with real opens and upgrades, and twenty simultaneous claims of a level give one reward', async () => {
    const db = t.database.db;
    const player = await richPlayer(t.app, db);
    const before = await challenge(player.token);
    expect(before.levels[0]).toMatchObject({ level: 1, current: true, active: false });
    await openCase(t.app, player, 'autumn-leaves', 10);
    await openCase(t.app, player, 'autumn-leaves', 10);
    // A real upgrade of one dropped item toward a dearer target.
    const [own] = await db.select().from(inventoryItems).where(eq(inventoryItems.userId, player.userId)).orderBy(asc(inventoryItems.price)).limit(1);
    const [target] = await db.select().from(items).where(gte(items.price, own!.price * 4)).orderBy(asc(items.price)).limit(1);
    const upgraded = await t.app.inject({ method: 'POST', url: '/api/v1/upgrades/upgrade-items', headers: bearer(player.token), payload: { items: [own!.id], target_item_id: target!.id } });
    expect(upgraded.statusCode).toBe(200);
    await runActivityFeed(db, null);

    const pass = await challenge(player.token);
    expect(pass.current_coins).toBeGreaterThanOrEqual(20);
    expect(pass.levels[0]).toMatchObject({ level: 1, active: true, done: false });
    const tasks = pass.levels[0]!.tasks;
    expect(tasks.find((x) => x.task.type === 'open_cases')!.progress_data).toEqual({ current: 2, end: 2 });
    expect(tasks.find((x) => x.task.type === 'upgrade')!.progress_data).toEqual({ current: 1, end: 1 });

    const popup = await t.app.inject({ method: 'GET', url: '/api/v1/popup/info', headers: bearer(player.token) });
    expect((popup.json().data.chaleng.levels as { level: number }[]).map((l) => l.level)).toContain(1);

    const claims = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/v1/event/challenge/prize/1', headers: bearer(player.token) })),
    );
    expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.statusCode !== 200).map((c) => c.json().code)).toEqual(Array(19).fill('challenge_already_claimed'));
    const paid = await db.select().from(ledger).where(and(eq(ledger.userId, player.userId), like(ledger.reason, 'battle_pass_level')));
    expect(paid).toHaveLength(1);
    expect((await challenge(player.token)).levels[0]).toMatchObject({ active: true, done: true });
    expect(await bookMismatches(db)).toEqual([]);

    const far = await t.app.inject({ method: 'POST', url: '/api/v1/event/challenge/prize/50', headers: bearer(player.token) });
    expect(far.json().code).toBe('challenge_level_not_reached');
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/event/challenge/prize/51', headers: bearer(player.token) });
    expect(bad.json().code).toBe('validation');
  });
});

describe('event calls', () => {
  it('lists the event cases, their top price, banners and the personal progress of a case', async () => {
    const player = await richPlayer(t.app, t.database.db);
    const cases = await t.app.inject({ method: 'GET', url: '/api/v1/event/cases?count=2' });
    expect((cases.json().data as { name: string }[]).map((c) => c.name)).toEqual(['autumn-leaves', 'harvest']);
    const max = await t.app.inject({ method: 'GET', url: '/api/v1/event/cases/max-price' });
    expect(max.json().data.max_price).toBeGreaterThan(0);
    const banners = await t.app.inject({ method: 'GET', url: '/api/v1/event/banners' });
    expect(banners.json().data.length).toBeGreaterThan(0);
    await openCase(t.app, player, 'harvest', 2);
    await runActivityFeed(t.database.db, null);
    const progress = await t.app.inject({ method: 'GET', url: '/api/v1/event/personal-progress?caseName=harvest', headers: bearer(player.token) });
    expect(progress.json().data).toMatchObject({ case_name: 'harvest', opened: 2 });
    expect(progress.json().data.coins_earned).toBeGreaterThanOrEqual(6);
  });
});

describe('raffle', () => {
  it('draws from the seed committed at the start, reveals it, and the draw re-verifies; a rerun draws nothing more', async () => {
    const db = t.database.db;
    const [event] = await db.select().from(events).where(eq(events.slug, 'autumn'));
    const entrants = await Promise.all(Array.from({ length: 5 }, () => registerUser(t.app)));
    await db.insert(eventUsers).values(entrants.map((e, i) => ({ eventId: event!.id, userId: e.userId, tickets: i + 1 }))).onConflictDoNothing();
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/event/raffle-result/autumn' });
    expect(before.json().data).toMatchObject({ drawn: false, seed: null, seed_hash: event!.raffleSeedHash, raffle_result: [] });
    const prizes = before.json().data.prizes as { position: number; item_id: number; price: { price: number } }[];
    expect(prizes.map((p) => p.item_id)).toEqual(event!.rafflePrizes);
    expect(prizes.map((p) => p.position)).toEqual(event!.rafflePrizes.map((_, i) => i + 1));
    expect(new Date(before.json().data.draw_at as string).getTime()).toBeGreaterThan(event!.endsAt.getTime());
    const hidden = await t.app.inject({ method: 'GET', url: '/api/v1/event/raffle-entrants/autumn' });
    expect(hidden.json().data).toEqual({ drawn: false, entrants: [] });

    await db.update(events).set({ endsAt: new Date(Date.now() - 5 * 60_000) }).where(eq(events.id, event!.id));
    expect(await drawRaffles(db, null)).toBe(1);
    expect(await drawRaffles(db, null)).toBe(0);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/event/raffle-result/autumn', headers: bearer(entrants[4]!.token) });
    const data = res.json().data as { seed: string; seed_hash: string; prize_count: number; raffle_result: { user_id: number; position: number }[]; me_in_raffle: { tickets: number } };
    expect(hashServerSeed(data.seed)).toBe(data.seed_hash);
    const all = await db.select({ userId: eventUsers.userId, tickets: eventUsers.tickets }).from(eventUsers).where(eq(eventUsers.eventId, event!.id));
    const expected = drawRaffle(data.seed, 'autumn', all, data.prize_count).map((w) => w.userId);
    expect(data.raffle_result.map((r) => r.user_id)).toEqual(expected);
    expect(data.me_in_raffle.tickets).toBe(5);
    // The published tickets re-run to the same winners, even after the live counts change.
    await db.update(eventUsers).set({ tickets: 1000 }).where(eq(eventUsers.userId, entrants[0]!.userId));
    const published = (await t.app.inject({ method: 'GET', url: '/api/v1/event/raffle-entrants/autumn' })).json().data as { drawn: boolean; entrants: [number, number][] };
    expect(published.drawn).toBe(true);
    expect(published.entrants).toEqual(all.filter((a) => a.tickets > 0).sort((a, b) => a.userId - b.userId).map((a) => [a.userId, a.tickets]));
    const rerun = drawRaffle(data.seed, 'autumn', published.entrants.map(([userId, tickets]) => ({ userId, tickets })), data.prize_count);
    expect(rerun.map((w) => w.userId)).toEqual(expected);
    const stored = await db.select().from(raffleWinners).where(eq(raffleWinners.eventId, event!.id));
    expect(stored).toHaveLength(Math.min(data.prize_count, all.filter((a) => a.tickets > 0).length));
    for (const w of stored) expect(await db.select().from(inventoryItems).where(eq(inventoryItems.id, w.inventoryItemId))).toHaveLength(1);
  });
});
