import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../src/platform/db/schema/index.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { seedDatabase } from '../src/seed/index.js';
import { caseBySlug, openCase, richPlayer, type Player } from './engagement-fixtures.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  await seedDatabase(t.database.db, 'dota');
});
afterAll(() => t.close());

async function userStats(player: Player): Promise<{ tickets: number; coins: number }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/event/current', headers: bearer(player.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.user_stats;
}

describe('raffle tickets', () => {
  it('accrue from money spent on event cases, one per ticket price, the change carried to the next', async () => {
    const db = t.database.db;
    const [event] = await db.select().from(events).where(eq(events.slug, 'autumn'));
    const eventCase = await caseBySlug(db, 'autumn-leaves');
    const price = event!.ticketPrice;
    // Enough opens to cross the ticket price once, and not twice; the feed runs after each, as in play.
    const opens = Math.ceil(price / eventCase.price);
    expect(opens * eventCase.price).toBeLessThan(2 * price);
    const player = await richPlayer(t.app, db);
    for (let i = 0; i < opens - 1; i += 1) {
      await openCase(t.app, player, 'autumn-leaves');
      await runActivityFeed(db, null);
    }
    expect((await userStats(player)).tickets).toBe(0);

    // The open that crosses the price earns the ticket.
    await openCase(t.app, player, 'autumn-leaves');
    await runActivityFeed(db, null);
    expect((await userStats(player)).tickets).toBe(1);

    // The raffle page states the rule from the same figures: the price of a ticket and the change toward the next.
    const raffle = await t.app.inject({ method: 'GET', url: '/api/v1/event/raffle-result/autumn', headers: bearer(player.token) });
    expect(raffle.statusCode).toBe(200);
    const body = raffle.json().data;
    expect(body.ticket_price).toBe(price / 100);
    expect(body.ticket_spend).toBe((opens * eventCase.price - price) / 100);
    expect(body.me_in_raffle.tickets).toBe(1);
  });

  it('accrue from one batch of ten opens that crosses the price', async () => {
    const db = t.database.db;
    const [event] = await db.select().from(events).where(eq(events.slug, 'autumn'));
    const eventCase = await caseBySlug(db, 'autumn-leaves');
    const player = await richPlayer(t.app, db);
    await openCase(t.app, player, 'autumn-leaves', 10);
    await runActivityFeed(db, null);
    expect((await userStats(player)).tickets).toBe(Math.floor((10 * eventCase.price) / event!.ticketPrice));
  });
});
