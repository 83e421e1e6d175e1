import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationOutbox, notificationPreferences, playSettings, users } from '../src/platform/db/schema/index.js';
import { moscowMonth, scanStatementReminders } from '../src/modules/responsible-play/statement-reminder-job.js';
import { registerPlayer } from '../src/modules/profile/register-player.js';
import { queueDailyCaseNotice, queueStatementReminder } from '../src/modules/notifications/notification-outbox.js';
import { listActiveTriggers } from '../src/modules/offers/list-offers.js';
import { playClock } from '../src/modules/wallet/play-clock.js';
import { credit, debit } from '../src/modules/wallet/wallet.js';
import { takeBreak } from '../src/modules/responsible-play/take-break.js';
import { createPaymentsApp, directionId } from './payments-fixtures.js';
import { bearer, registerUser, type TestApp } from './helpers.js';

describe('responsible play: deposits, age, play time and the statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsApp({ env: { PAYMENT_RATE_LIMIT: '100000' } });
  });
  afterAll(() => t.close());
  afterEach(() => playClock.reset());

  const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/responsible-play${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  async function deposit(token: string, amount: number) {
    const id = await directionId(t.database.db, 'RU', 'card');
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/transaction/start',
      headers: bearer(token),
      payload: { amount, payment_direction_id: id, country: 'RU', additional: { email: 'player@mail.ru' } },
    });
  }

  it('asks for the date of birth before the first deposit and closes deposits for good under 18', async () => {
    const adult = await registerUser(t.app);
    expect((await deposit(adult.token, 500)).json().code).toBe('birth_date_required');
    expect((await api(adult.token, 'POST', '/birth-date', { birth_date: '1990-02-30' })).json().code).toBe('validation');
    expect((await api(adult.token, 'POST', '/birth-date', { birth_date: '1990-01-01' })).json().data).toEqual({ deposits_closed: false });
    expect((await deposit(adult.token, 500)).statusCode).toBe(200);

    const minor = await registerUser(t.app);
    const year = playClock.now().getUTCFullYear() - 16;
    expect((await api(minor.token, 'POST', '/birth-date', { birth_date: `${year}-01-01` })).json().data).toEqual({ deposits_closed: true });
    // A later, adult date changes nothing: the first date stays and deposits stay closed.
    expect((await api(minor.token, 'POST', '/birth-date', { birth_date: '1990-01-01' })).json().data).toEqual({ deposits_closed: true });
    const refused = await deposit(minor.token, 500);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('age_refused');
    expect((await api(minor.token, 'GET', '')).json().data).toMatchObject({ birth_date_confirmed: true, deposits_closed: true });
  });

  it('refuses a deposit over a deposit limit (pending payments count) and during a time-out or self-exclusion', async () => {
    const user = await registerUser(t.app);
    await api(user.token, 'POST', '/birth-date', { birth_date: '1990-01-01' });
    await api(user.token, 'PUT', '/limits', { kind: 'deposit', period: 'week', amount: 1000 });
    expect((await deposit(user.token, 600)).statusCode).toBe(200);
    const over = await deposit(user.token, 600);
    expect(over.json().code).toBe('play_limit_reached');
    expect(over.json().msg).toMatch(/недельный лимит пополнений: 1[\s\u00a0]?000([.,]00)? ₽/);
    expect((await deposit(user.token, 400)).statusCode).toBe(200);

    const other = await registerUser(t.app);
    await api(other.token, 'POST', '/birth-date', { birth_date: '1990-01-01' });
    await takeBreak(t.database.db, other.userId, 'timeout', '24h');
    const blocked = await deposit(other.token, 500);
    expect(blocked.json().code).toBe('play_blocked');
    expect((await api(other.token, 'GET', '')).json().data.block).toMatchObject({ kind: 'timeout' });
  });

  it('reports the play session with what was staked and returned in it, and starts a new one with a new sign-in', async () => {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 10_000, reason: 'test_fixture' });
    const first = (await api(user.token, 'POST', '/heartbeat')).json().data;
    expect(first).toMatchObject({ seconds: 0, spent: 0, returned: 0, net: 0, reality_check_minutes: 60, signed_out: false });
    await debit(t.database.db, { userId: user.userId, currency: 'money', amount: 3_000, reason: 'case_open' });
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 1_250, reason: 'item_sell' });
    playClock.advance(61 * 60_000);
    const later = (await api(user.token, 'POST', '/heartbeat')).json().data;
    expect(later).toMatchObject({ started_at: first.started_at, spent: 30, returned: 12.5, net: -17.5 });
    expect(later.seconds).toBeGreaterThanOrEqual(61 * 60);
    expect((await api(user.token, 'PUT', '/play-time', { reality_check_minutes: 15, daily_play_minutes: null })).statusCode).toBe(200);
    expect((await api(user.token, 'POST', '/heartbeat')).json().data.reality_check_minutes).toBe(15);

    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: user.login, password: user.password } });
    const token = (login.json().data as { access_token?: string } | undefined)?.access_token;
    expect(token).toBeTruthy();
    const fresh = (await api(token!, 'POST', '/heartbeat')).json().data;
    expect(fresh).toMatchObject({ spent: 0, returned: 0, seconds: 0 });
  });

  it('the daily play-time limit signs the player out and refuses play until the next Moscow day', async () => {
    // Play starts at the next noon in Moscow (09:00 UTC), so the 16 minutes below never cross a Moscow midnight.
    const now = playClock.now();
    const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9);
    playClock.advance((noon > now.getTime() ? noon : noon + 86_400_000) - now.getTime());
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 10_000, reason: 'test_fixture' });
    await api(user.token, 'PUT', '/play-time', { reality_check_minutes: 60, daily_play_minutes: 15 });
    await api(user.token, 'POST', '/heartbeat');
    // Each report adds at most two minutes: an idle gap is not play.
    let last;
    for (let i = 0; i < 8; i += 1) {
      playClock.advance(2 * 60_000);
      last = await api(user.token, 'POST', '/heartbeat');
      if (last.json().data?.signed_out) break;
    }
    expect(last!.json().data.signed_out).toBe(true);
    const [row] = await t.database.db.select().from(playSettings).where(eq(playSettings.userId, user.userId));
    expect(row!.playedSeconds).toBeGreaterThanOrEqual(15 * 60);
    expect((await api(user.token, 'GET', '')).statusCode).toBe(401);
    await expect(debit(t.database.db, { userId: user.userId, currency: 'money', amount: 100, reason: 'case_open' })).rejects.toMatchObject({ code: 'play_blocked' });
    // Selling still works.
    expect(await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 100, reason: 'item_sell' })).toBeGreaterThan(0);
  });

  it('the monthly statement sums deposits, stakes and returns per Moscow month', async () => {
    const user = await registerUser(t.app);
    expect((await api(user.token, 'GET', '/statement')).json().data).toEqual([]);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 50_000, reason: 'deposit' });
    await debit(t.database.db, { userId: user.userId, currency: 'money', amount: 20_000, reason: 'case_open' });
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 7_500, reason: 'item_sell' });
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 1_000, reason: 'promo_bonus' });
    const [month] = (await api(user.token, 'GET', '/statement')).json().data;
    expect(month).toEqual({ month: expect.stringMatching(/^\d{4}-\d{2}$/), deposits: 500, withdrawals: 0, stake: 200, returns: 75, net: -125 });
  });

  it('refuses signing up again with the e-mail, Steam account or trade link of a running self-exclusion', async () => {
    const excluded = await registerUser(t.app);
    const link = 'https://steamcommunity.com/tradeoffer/new/?partner=424242&token=AbCdEf12';
    await t.database.db.update(users).set({ email: 'Gone@Mail.ru', steamId: '76561198000000001' }).where(eq(users.id, excluded.userId));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/set/steam/data', headers: bearer(excluded.token), payload: { link } })).statusCode).toBe(200);
    await takeBreak(t.database.db, excluded.userId, 'exclusion', '6m');

    await expect(registerPlayer(t.database.db, { regType: 'google', nickname: 'again', email: 'gone@mail.ru' })).rejects.toMatchObject({ code: 'signup_excluded' });
    await expect(registerPlayer(t.database.db, { regType: 'steam', nickname: 'again', steamId: '76561198000000001' })).rejects.toMatchObject({ code: 'signup_excluded' });
    const other = await registerUser(t.app);
    const sameLink = await t.app.inject({ method: 'POST', url: '/api/v1/users/set/steam/data', headers: bearer(other.token), payload: { link: link.replace('AbCdEf12', 'Zz99') } });
    expect(sameLink.json().code).toBe('signup_excluded');
    // The excluded player keeps their own link, and other identities sign up as before.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/set/steam/data', headers: bearer(excluded.token), payload: { link } })).statusCode).toBe(200);
    expect(await registerPlayer(t.database.db, { regType: 'google', nickname: 'new', email: 'new@mail.ru' })).toBeGreaterThan(0);
  });

  it('sends no marketing notice and shows no personal offer to a player on a break', async () => {
    const user = await registerUser(t.app);
    await t.database.db.insert(notificationPreferences).values({ userId: user.userId, email: true }).onConflictDoUpdate({ target: notificationPreferences.userId, set: { email: true } });
    await t.database.db.update(users).set({ email: 'notice@mail.ru' }).where(eq(users.id, user.userId));
    expect(await queueDailyCaseNotice(t.database.db, user.userId, 'p1')).toBe(1);
    await takeBreak(t.database.db, user.userId, 'timeout', '24h');
    expect(await queueDailyCaseNotice(t.database.db, user.userId, 'p2')).toBe(0);
    expect(await listActiveTriggers(t.database.db, null as never, user.userId)).toEqual([]);
  });

  it('reminds a depositing player of the statement once a month through the outbox', async () => {
    const user = await registerUser(t.app);
    await t.database.db.insert(notificationPreferences).values({ userId: user.userId, email: true });
    await t.database.db.update(users).set({ email: 'statement@mail.ru' }).where(eq(users.id, user.userId));
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 10_000, reason: 'deposit' });
    const now = new Date();
    expect(await scanStatementReminders(t.database.db, now, queueStatementReminder)).toBeGreaterThanOrEqual(1);
    const mine = () => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.userId));
    expect((await mine()).map((r) => [r.kind, r.channel, r.target])).toEqual([['statement', 'email', 'statement@mail.ru']]);
    await scanStatementReminders(t.database.db, now, queueStatementReminder);
    expect(await mine()).toHaveLength(1);
    // The next month reminds again.
    await scanStatementReminders(t.database.db, new Date(moscowMonth(now).start.getTime() + 32 * 24 * 3600_000), queueStatementReminder);
    expect(await mine()).toHaveLength(2);
  });
});

