import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import texts from '@tastydrop/domain/locales/ru/play-limits.json' with { type: 'json' };
import { payments, users } from '../src/platform/db/schema/index.js';
import { LIMIT_PERIODS } from '../src/modules/wallet/play-limits.js';
import { setLimit } from '../src/modules/responsible-play/set-limit.js';
import { bookMismatches } from './ledger-check.js';
import { confirmAdult, createPaymentsApp, deliverSandbox, signedSandboxWebhook, startPayment } from './payments-fixtures.js';
import { longRuns, registerUser, type TestApp } from './helpers.js';

/**
 * A deposit limit holds whatever the age of the payments: every payment still pending counts when a new
 * one starts (starts are checked one at a time under the player's row lock), and a payment counts in the
 * period it is credited in. A payment the payer has paid is always credited; once credited over a limit
 * (one lowered while it was pending), no new deposit starts until the period ends.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsApp({ env: { PAYMENT_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000' } });
});
afterAll(() => t.close());

async function adult() {
  const user = await registerUser(t.app);
  await confirmAdult(t, user.token);
  return user;
}

/** Starts a deposit of `rubles`; its order id, or the refusal's code and text. */
async function start(token: string, rubles: number) {
  const res = await startPayment(t, token, { amount: rubles });
  const body = res.json() as { data?: { order_id: string }; code?: string; msg?: string };
  return { status: res.statusCode, orderId: body.data?.order_id, code: body.code, msg: body.msg };
}

async function pay(orderId: string) {
  const { rawBody, signature } = await signedSandboxWebhook(t, orderId, 'succeeded');
  expect((await deliverSandbox(t.app, rawBody, signature)).statusCode).toBe(200);
}

/** Moves a payment's start back in time. */
async function age(orderId: string, hours: number) {
  await t.database.db
    .update(payments)
    .set({ createdAt: sql`${payments.createdAt} - make_interval(hours => ${hours})` })
    .where(eq(payments.orderId, orderId));
}

async function balanceOf(userId: number) {
  const [row] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

describe('a deposit limit of every period', () => {
  it.each(LIMIT_PERIODS)('a %s limit lets a deposit within it start and refuses one past it with its text', async (period) => {
    const user = await adult();
    await setLimit(t.database.db, { userId: user.userId, kind: 'deposit', period, amount: 100_000 });
    expect((await start(user.token, 600)).status).toBe(200);
    const refused = await start(user.token, 500);
    expect(refused).toMatchObject({ status: 403, code: 'play_limit_reached' });
    expect(refused.msg).toContain(`Достигнут ${texts[`deposit_${period}`]}`);
    expect((await start(user.token, 400)).status).toBe(200);
  });
});

describe('pending payments count whatever their age', () => {
  it('a payment pending for more than a day still counts: two payments cannot pass a monthly limit together', async () => {
    const user = await adult();
    await setLimit(t.database.db, { userId: user.userId, kind: 'deposit', period: 'month', amount: 100_000 });
    const first = await start(user.token, 600);
    expect(first.status).toBe(200);
    await age(first.orderId!, 25);
    expect((await start(user.token, 600)).code).toBe('play_limit_reached');
    const second = await start(user.token, 400);
    expect(second.status).toBe(200);
    await pay(first.orderId!);
    await pay(second.orderId!);
    expect(await balanceOf(user.userId)).toBe(100_000);
    expect((await start(user.token, 100)).code).toBe('play_limit_reached');
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('a payment started in an earlier month and still pending counts against this month', async () => {
    const user = await adult();
    await setLimit(t.database.db, { userId: user.userId, kind: 'deposit', period: 'month', amount: 100_000 });
    const old = await start(user.token, 900);
    await age(old.orderId!, 40 * 24);
    expect((await start(user.token, 200)).code).toBe('play_limit_reached');
    await pay(old.orderId!);
    expect(await balanceOf(user.userId)).toBe(90_000);
    // Credited now, it counts in this month.
    expect((await start(user.token, 200)).code).toBe('play_limit_reached');
    expect((await start(user.token, 100)).status).toBe(200);
  });

  it('a failed payment stops counting', async () => {
    const user = await adult();
    await setLimit(t.database.db, { userId: user.userId, kind: 'deposit', period: 'week', amount: 100_000 });
    const first = await start(user.token, 800);
    await age(first.orderId!, 48);
    expect((await start(user.token, 800)).code).toBe('play_limit_reached');
    const { rawBody, signature } = await signedSandboxWebhook(t, first.orderId!, 'canceled');
    expect((await deliverSandbox(t.app, rawBody, signature)).statusCode).toBe(200);
    expect((await start(user.token, 800)).status).toBe(200);
  });
});

describe('a payment counts when it is credited', () => {
  it('a payment paid after the limit was lowered is credited, and no new deposit starts until the period ends', async () => {
    const user = await adult();
    const started = await start(user.token, 1_000);
    expect(started.status).toBe(200);
    await setLimit(t.database.db, { userId: user.userId, kind: 'deposit', period: 'day', amount: 50_000 });
    await pay(started.orderId!);
    // The deposit and the bonus its size earns.
    expect(await balanceOf(user.userId)).toBeGreaterThanOrEqual(100_000);
    const refused = await start(user.token, 100);
    expect(refused.code).toBe('play_limit_reached');
    expect(refused.msg).toMatch(/осталось 0([.,]00)? ₽/);
  });
});

describe.runIf(longRuns)('concurrent starts', () => {
  it('twenty starts at once pass a monthly limit no further than it allows', async () => {
    const user = await adult();
    await setLimit(t.database.db, { userId: user.userId, kind: 'deposit', period: 'month', amount: 100_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(user.token, 600)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.code === 'play_limit_reached')).toBe(true);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.userId, user.userId));
    expect(row!.n).toBe(1);
  });
});
