import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { DEVICE_COOKIE } from '@tastydrop/domain';
import { freeCaseGrants, offerPurchases, payments } from '../src/platform/db/schema/index.js';
import { samePersonIds } from '../src/modules/risk/account-signals.js';
import { seedDatabase } from '../src/seed/index.js';
import { bookMismatches } from './ledger-check.js';
import { confirmAdult, startPayment } from './payments-fixtures.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';
import { startFakeYookassa, type FakeYookassa } from './fakes/yookassa-fake.js';

/**
 * One person with three accounts, linked in turn by a device, a paying card and a trade link's platform account
 * (docs/decisions/058), walks every bonus that is once per person: each is taken once across the three.
 */

let t: TestApp;
let fake: FakeYookassa;
beforeAll(async () => {
  fake = await startFakeYookassa();
  t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT: '100000',
      PAYMENT_RATE_LIMIT: '100000',
      OPEN_RATE_LIMIT: '100000',
      PAYMENTS_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_API_URL: fake.apiUrl,
      YOOKASSA_WEBHOOK_IPS: '127.0.0.1',
    },
  });
  await seedDatabase(t.database.db, 'dota');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Link = 'device' | 'card' | 'trade';
interface Account {
  token: string;
  userId: number;
}

let serial = 0;
const next = () => (serial += 1);
const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function register(device: string): Promise<Account> {
  const n = next();
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick', cookies: { [DEVICE_COOKIE]: device }, remoteAddress: `198.51.100.${n % 250}` });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().data.access_token as string;
  return { token, userId: (await get('/api/v1/users/me', token)).json().data.user_id as number };
}

/** A 300 ₽ card deposit YooKassa settles, paid with the card `last4` names. */
async function deposit(account: Account, last4: string): Promise<void> {
  await confirmAdult(t, account.token);
  const started = await startPayment(t, account.token, { amount: 300 });
  expect(started.statusCode, started.body).toBe(200);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, started.json().data.order_id as string));
  const paymentId = row!.providerPaymentId!;
  fake.payWithCard(paymentId, { first6: '555555', last4, expiry_month: '07', expiry_year: '2030' });
  fake.setStatus(paymentId, 'succeeded');
  const notified = await t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/yookassa', headers: { 'content-type': 'application/json' }, payload: fake.notification(paymentId) });
  expect(notified.statusCode, notified.body).toBe(200);
}

/** Three accounts of one person, linked only by `link`: every other trace of each is its own. */
async function threeAccounts(link: Link): Promise<Account[]> {
  const device = `device${String(next()).padStart(16, '0')}`;
  const card = String(1000 + next());
  const partner = 7_000_000 + next();
  const accounts: Account[] = [];
  for (let i = 0; i < 3; i += 1) {
    const account = await register(link === 'device' ? device : `device${String(next()).padStart(16, '0')}`);
    const tradeLink = `https://steamcommunity.com/tradeoffer/new/?partner=${link === 'trade' ? partner : 7_000_000 + next()}&token=AbCdEf${i}`;
    expect((await post('/api/v1/users/set/steam/data', account.token, { link: tradeLink })).statusCode).toBe(200);
    await deposit(account, link === 'card' ? card : String(1000 + next()));
    accounts.push(account);
  }
  return accounts;
}

/** Each account tries in turn; the codes of the answers (ok for a success). */
async function eachTries(accounts: Account[], attempt: (a: Account) => Promise<{ statusCode: number; json(): { code?: string } }>): Promise<string[]> {
  const codes: string[] = [];
  for (const account of accounts) {
    const res = await attempt(account);
    codes.push(res.statusCode === 200 ? 'ok' : res.json().code!);
  }
  return codes;
}

const grants = async (accounts: Account[], source: 'event' | 'mission' | 'promo') =>
  t.database.db
    .select({ userId: freeCaseGrants.userId })
    .from(freeCaseGrants)
    .where(and(inArray(freeCaseGrants.userId, accounts.map((a) => a.userId)), eq(freeCaseGrants.source, source)));

describe.each<Link>(['device', 'card', 'trade'])('one person with three accounts linked by a %s', (link) => {
  it('takes each once-per-person bonus once, whichever account asks', async () => {
    const accounts = await threeAccounts(link);
    const [first, second, third] = accounts as [Account, Account, Account];
    expect((await samePersonIds(t.database.db, first.userId)).sort()).toEqual([second.userId, third.userId].sort());

    // The welcome offer: a device links at sign-up, so only the first account is offered it; accounts linked later
    // are offered it but only one of them buys it.
    const welcome = await eachTries(accounts, async (a) => {
      const offer = ((await get('/api/v1/triggers', a.token)).json().data as { offer_id: number; trigger_id: number; trigger_type: string }[]).find((o) => o.trigger_type === 'welcome');
      if (!offer) return { statusCode: 404, json: () => ({ code: 'no_offer' }) };
      return post(`/api/v1/offers/${offer.offer_id}/buy`, a.token, { trigger_id: offer.trigger_id });
    });
    expect(welcome).toEqual(link === 'device' ? ['ok', 'no_offer', 'no_offer'] : ['ok', 'linked_bonus_claimed', 'linked_bonus_claimed']);
    expect(await t.database.db.select().from(offerPurchases).where(inArray(offerPurchases.userId, accounts.map((a) => a.userId)))).toHaveLength(1);

    expect(await eachTries(accounts, (a) => post('/api/v1/users/pwa-bonus', a.token))).toEqual(['ok', 'pwa_bonus_claimed', 'pwa_bonus_claimed']);

    const dailyId = ((await get('/api/v1/cases/daily', first.token)).json().data as { id: number }[])[0]!.id;
    expect(await eachTries(accounts, (a) => post(`/api/v1/cases/daily/${dailyId}/open`, a.token))).toEqual(['ok', 'daily_case_cooldown', 'daily_case_cooldown']);
    // The others see the person's countdown, not an open case.
    expect(((await get('/api/v1/cases/daily', third.token)).json().data as { state: string }[])[0]!.state).toBe('cooldown');

    expect(await eachTries(accounts, (a) => post('/api/v1/event/free-cases/0/claim', a.token))).toEqual(['ok', 'event_free_case_claimed', 'event_free_case_claimed']);
    expect(((await get('/api/v1/event/free-cases', second.token)).json().data as { state: string }[])[0]!.state).toBe('claimed');
    expect(await grants(accounts, 'event')).toHaveLength(1);

    // The platform-link mission is done on every account (each saved a link), its free case paid once.
    const missions = [];
    for (const a of accounts) missions.push((await post('/api/v1/users/socials/check', a.token, { type: 'steam' })).json().data.msg as string);
    expect(missions[0]).toBe('Задание выполнено, награда зачислена');
    expect(missions.slice(1)).toEqual([expect.stringContaining('другой ваш аккаунт'), expect.stringContaining('другой ваш аккаунт')]);
    expect(await grants(accounts, 'mission')).toEqual([{ userId: first.userId }]);

    expect(await eachTries(accounts, (a) => post('/api/v1/payments/promo/apply', a.token, { code: 'FREECASE' }))).toEqual(['ok', 'promo_already_used', 'promo_already_used']);
    expect(await grants(accounts, 'promo')).toHaveLength(1);

    // A referrer who is someone else binds one account of the person.
    const referrer = await register(`device${String(next()).padStart(16, '0')}`);
    const code = `Ref${link}${next()}`;
    expect((await post('/api/v1/partners/code', referrer.token, { code })).statusCode).toBe(200);
    expect(await eachTries(accounts, (a) => post('/api/v1/partners/bind', a.token, { code }))).toEqual(['ok', 'partner_already_bound', 'partner_already_bound']);

    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});
