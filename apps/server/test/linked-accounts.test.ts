import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEVICE_COOKIE } from '@tastydrop/domain';
import { accountSignals, offers, offerTriggers, promoCodes } from '../src/platform/db/schema/index.js';
import { isClientAddress, linkedAccounts, signalHash } from '../src/modules/risk/account-signals.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let support: ConsoleUser;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  await seedFixtureCatalog(t.database.db);
  await t.database.db.insert(offers).values({
    game: 'dota',
    image: '/static/cases/basic.svg',
    description: 'Описание',
    slug: 'welcome',
    kind: 'personal',
    triggerType: 'welcome',
    name: 'Привет',
    title: 'Привет',
    price: 15_000,
    cases: [],
    lifetimeHours: 72,
  });
  await t.database.db.insert(promoCodes).values({ code: 'ONCE_EACH', type: 'instant', sum: 5_000 });
  support = await consoleUser(t, 'support');
});
afterAll(() => t.close());

let devices = 0;
/** A fresh device id of the cookie's shape (22 characters). */
const newDevice = () => `device${String((devices += 1)).padStart(16, '0')}`;

/** Quick registration from a browser holding `device` and coming from `ip`. */
async function register(device: string, ip = '198.51.100.7') {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick', cookies: { [DEVICE_COOKIE]: device }, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  const token = res.json().data.access_token as string;
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
  return { token, userId: me.json().data.user_id as number };
}

const welcomeOffers = async (userId: number) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(offerTriggers).where(eq(offerTriggers.userId, userId)))[0]!.n;

const saveLink = (token: string, partner: number, tokenPart: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/set/steam/data', headers: bearer(token), payload: { link: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${tokenPart}` } });

const claimPwa = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/users/pwa-bonus', headers: bearer(token) });

describe('one person, several accounts', () => {
  it('gives the welcome offer to the first account of a device only', async () => {
    const device = newDevice();
    const first = await register(device);
    const second = await register(device);
    const elsewhere = await register(newDevice());
    expect(await welcomeOffers(first.userId)).toBe(1);
    expect(await welcomeOffers(second.userId)).toBe(0);
    expect(await welcomeOffers(elsewhere.userId)).toBe(1);
  });

  it('gives a browser signing up without a device id one, so its next account is linked by it', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick', remoteAddress: '198.51.100.40' });
    const cookie = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, path: '/' });
    const firstId = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(first.json().data.access_token) })).json().data.user_id as number;
    const second = await register(cookie!.value, '198.51.100.41');
    // A browser that already has one keeps it.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick', cookies: { [DEVICE_COOKIE]: cookie!.value } })).cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
    expect(await welcomeOffers(second.userId)).toBe(0);
    expect((await linkedAccounts(t.database.db, firstId)).find((a) => a.userId === second.userId)).toMatchObject({ samePerson: true, evidence: ['device'] });
  });

  it('pays the install bonus once to accounts that share a trade link’s platform account, whatever the link’s token', async () => {
    const a = await register(newDevice(), '198.51.100.20');
    const b = await register(newDevice(), '198.51.100.21');
    const c = await register(newDevice(), '198.51.100.22');
    expect((await saveLink(a.token, 4242001, 'AbCdEf12')).statusCode).toBe(200);
    expect((await saveLink(b.token, 4242001, 'ZzYyXx98')).statusCode).toBe(200);
    expect((await saveLink(c.token, 4242002, 'AbCdEf12')).statusCode).toBe(200);

    expect((await claimPwa(a.token)).statusCode).toBe(200);
    const refused = await claimPwa(b.token);
    expect(refused.json().code).toBe('pwa_bonus_claimed');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/pwa-bonus', headers: bearer(b.token) })).json().data.claimed).toBe(true);
    // Another platform account is another person.
    expect((await claimPwa(c.token)).statusCode).toBe(200);
  });

  it('lets one person take a promo code once, from whichever account', async () => {
    const device = newDevice();
    const first = await register(device, '198.51.100.30');
    const second = await register(device, '198.51.100.31');
    const other = await register(newDevice(), '198.51.100.30');
    const apply = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(token), payload: { code: 'ONCE_EACH' } });
    expect((await apply(first.token)).statusCode).toBe(200);
    expect((await apply(second.token)).json().code).toBe('promo_already_used');
    // Sharing an address alone is not being the same person.
    expect((await apply(other.token)).statusCode).toBe(200);
  });

  it('keeps no address that names no client (loopback, private ranges): behind the proxy every player has a public one', async () => {
    const here = await register(newDevice(), '10.1.2.3');
    const there = await register(newDevice(), '10.1.2.3');
    const local = await register(newDevice(), '::1');
    expect(await linkedAccounts(t.database.db, here.userId)).toEqual([]);
    const kinds = await t.database.db.select({ kind: accountSignals.kind }).from(accountSignals).where(inArray(accountSignals.userId, [here.userId, there.userId, local.userId]));
    expect(kinds.map((k) => k.kind)).toEqual(['device', 'device', 'device']);
    expect(isClientAddress('::ffff:192.168.1.1')).toBe(false);
    expect(isClientAddress('203.0.113.9')).toBe(true);
  });

  it('follows links through the group, keeps an address as evidence only, and shows the group in the console', async () => {
    const shared = newDevice();
    const a = await register(shared, '203.0.113.5');
    const b = await register(shared, '203.0.113.6');
    // C shares nothing with A but a trade partner with B: the same person through B.
    const c = await register(newDevice(), '203.0.113.7');
    await saveLink(b.token, 5151001, 'AbCdEf12');
    await saveLink(c.token, 5151001, 'AbCdEf12');
    // D only comes from A's address.
    const d = await register(newDevice(), '203.0.113.5');

    const linked = await linkedAccounts(t.database.db, a.userId);
    expect(linked.sort((x, y) => x.userId - y.userId)).toEqual([
      { userId: b.userId, samePerson: true, evidence: ['device', 'trade'] },
      { userId: c.userId, samePerson: true, evidence: ['trade'] },
      { userId: d.userId, samePerson: false, evidence: ['ip'] },
    ]);
    // Only hashes are kept.
    const rows = await t.database.db.select().from(accountSignals).where(eq(accountSignals.userId, a.userId));
    expect(rows.map((r) => r.valueHash)).toContain(signalHash('device', shared));
    expect(JSON.stringify(rows)).not.toContain('203.0.113.5');

    const section = await t.app.inject({ method: 'GET', url: `/api/admin/players/${a.userId}/linked`, headers: support.headers });
    expect(section.statusCode).toBe(200);
    expect(section.json().data.map((r: { user_id: number; same_person: boolean; evidence: string }) => [r.user_id, r.same_person, r.evidence])).toEqual([
      [b.userId, true, 'device,trade'],
      [c.userId, true, 'trade'],
      [d.userId, false, 'ip'],
    ]);
  });
});
