import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WITHDRAWAL_TIMER_SECONDS } from '@tastydrop/domain';
import { jobs, notificationOutbox, pushSubscriptions, sandboxOffers, users, withdrawals } from '../src/platform/db/schema/index.js';
import { createSandboxProvider } from '../src/modules/withdrawals/sandbox-provider.js';
import { offerRef } from '../src/modules/withdrawals/trade-provider.js';
import { tradeLinkHold } from '../src/modules/withdrawals/request-withdrawal.js';
import { setEmail } from '../src/modules/users/set-email.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { giveItems, testClock, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

const HOUR_MS = 3_600_000;
const HOLD_HOURS = 24;

let t: TestApp;
let catalog: FixtureCatalog;
const clock = testClock();
let workers: ReturnType<typeof withdrawalWorkers>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRADE_LINK_HOLD_HOURS: String(HOLD_HOURS) } });
  catalog = await seedFixtureCatalog(t.database.db);
  workers = withdrawalWorkers(t.database.db, createSandboxProvider({ db: t.database.db, clock: clock.now }), clock.now);
});
afterAll(() => t.close());
beforeEach(() => clock.reset());

const link = (userId: number, token: string) => `https://steamcommunity.com/tradeoffer/new/?partner=${200000 + userId}&token=${token}${userId}`;

async function saveLink(token: string, value: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/set/steam/data', headers: bearer(token), payload: { link: value } });
  expect(res.statusCode).toBe(200);
}

async function sendItems(token: string, ids: number[], method = 'trade') {
  return t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(token), payload: { ids, method } });
}

async function changedAtOf(userId: number): Promise<Date | null> {
  const [row] = await t.database.db.select({ at: users.tradeUrlChangedAt }).from(users).where(eq(users.id, userId));
  return row!.at;
}

describe('a withdrawal by a trade link replaced lately', () => {
  it('goes out at once when the link is the first one saved, or saved again unchanged', async () => {
    const user = await registerUser(t.app);
    await saveLink(user.token, link(user.userId, 'First'));
    await saveLink(user.token, link(user.userId, 'First'));
    expect(await changedAtOf(user.userId)).toBeNull();
    const [id] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
    const data = (await sendItems(user.token, [id!])).json().data;
    expect(data.held_until).toBeUndefined();
    expect(data.items).toEqual([{ id, status: 'PREPARING', timer_data: WITHDRAWAL_TIMER_SECONDS }]);
  });

  it('waits until the hold ends, tells the player by push and e-mail once, then is sent', async () => {
    const user = await registerUser(t.app);
    await setEmail(t.database.db, user.userId, `hold${user.userId}@example.test`);
    // A push subscription without the marketing preference: a security notice reaches it all the same.
    await t.database.db.insert(pushSubscriptions).values({ userId: user.userId, endpoint: `https://push.example.test/${user.userId}`, p256dh: 'k', auth: 'a' });
    await saveLink(user.token, link(user.userId, 'Old'));
    await saveLink(user.token, link(user.userId, 'New'));
    const changedAt = await changedAtOf(user.userId);
    expect(changedAt).not.toBeNull();

    const [first, second] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!, catalog.itemIds[2]!]);
    const data = (await sendItems(user.token, [first!])).json().data;
    const heldUntil = new Date(data.held_until as string);
    expect(heldUntil.getTime()).toBe(changedAt!.getTime() + HOLD_HOURS * HOUR_MS);
    // The item's timer runs to the end of the hold plus the usual five minutes.
    expect(data.items[0].timer_data).toBeGreaterThan(HOLD_HOURS * 3600 - 60);
    expect(data.items[0].timer_data).toBeLessThanOrEqual(HOLD_HOURS * 3600 + WITHDRAWAL_TIMER_SECONDS);

    const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.inventoryItemId, first!));
    expect(w!.deadlineAt.getTime()).toBe(heldUntil.getTime() + WITHDRAWAL_TIMER_SECONDS * 1000);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `withdrawal.send:${w!.id}`));
    expect(job!.runAt.getTime()).toBe(heldUntil.getTime());

    const notices = await t.database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.userId, user.userId), eq(notificationOutbox.kind, 'trade_link_hold')));
    expect(notices.map((n) => n.channel).sort()).toEqual(['email', 'push']);
    // A second withdrawal in the same hold does not write the notice again.
    expect((await sendItems(user.token, [second!])).json().data.held_until).toBe(data.held_until);
    expect(await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.kind, 'trade_link_hold'))).toHaveLength(2);

    // Nothing goes out during the hold, even past the usual five minutes.
    clock.advance(WITHDRAWAL_TIMER_SECONDS * 1000 + 60_000);
    await workers.sendAll();
    await workers.sync();
    const [during] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w!.id));
    expect(during!.status).toBe('queued');
    expect(await t.database.db.select().from(sandboxOffers).where(eq(sandboxOffers.ref, offerRef(w!.id)))).toHaveLength(0);

    // Once it has passed, the offer is sent to the link saved.
    clock.advance(heldUntil.getTime() - clock.now().getTime() + 1000);
    await workers.sendAll();
    const [after] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w!.id));
    expect(after!.status).toBe('sent');
    expect(after!.partner).toBe(link(user.userId, 'New'));
  });

  it('does not hold a withdrawal by platform login, nor one asked for after the hold', () => {
    const changedAt = new Date('2026-12-01T10:00:00Z');
    const hold = HOLD_HOURS * HOUR_MS;
    expect(tradeLinkHold('login', changedAt, hold, new Date('2026-12-01T11:00:00Z'))).toBeNull();
    expect(tradeLinkHold('trade', changedAt, hold, new Date('2026-12-02T10:00:01Z'))).toBeNull();
    expect(tradeLinkHold('trade', changedAt, 0, new Date('2026-12-01T11:00:00Z'))).toBeNull();
    expect(tradeLinkHold('trade', null, hold, new Date('2026-12-01T11:00:00Z'))).toBeNull();
    expect(tradeLinkHold('trade', changedAt, hold, new Date('2026-12-01T11:00:00Z'))).toEqual(new Date('2026-12-02T10:00:00Z'));
  });
});
