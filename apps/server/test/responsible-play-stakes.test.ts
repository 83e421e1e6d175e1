import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import texts from '@tastydrop/domain/locales/ru/play-limits.json' with { type: 'json' };
import { items, offers, users } from '../src/platform/db/schema/index.js';
import { LIMIT_PERIODS, type LimitPeriod } from '../src/modules/wallet/play-limits.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { setLimit } from '../src/modules/responsible-play/set-limit.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { giveItems, seedUpgradeCatalog } from './upgrades-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

/**
 * Every money limit a player can set, over every period, on every way of staking money: a generous limit lets
 * the stake through, one the stake would pass refuses it with the limit's Russian text. Never a 5xx, never a
 * negative balance, and the books stay exact. Upgrades and contracts stake items, not money: no money limit
 * refuses them (their money was counted when it was staked on the case).
 */

type Player = { token: string; userId: number };
interface Answer {
  status: number;
  code: string | undefined;
  msg: string | undefined;
}

const MONEY_KINDS = ['spend', 'loss'] as const;
const BALANCE = 1_000_000;

let batched: TestApp;
let single: TestApp;
let catalog: FixtureCatalog;
let offerId: number;

beforeAll(async () => {
  const env = { OPEN_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000', FEATURES: 'techies' };
  batched = await createTestApp({ env: { ...env, OPEN_BATCH: 'on' } });
  single = await createTestApp({ env: { ...env, OPEN_BATCH: 'off' } });
  for (const t of [batched, single]) {
    catalog = await seedFixtureCatalog(t.database.db);
    await seedUpgradeCatalog(t.database.db);
  }
  const [offer] = await batched.database.db
    .insert(offers)
    .values({ game: 'dota', slug: 'set', kind: 'shop', name: 'Набор', title: 'Набор', image: '/static/cases/basic.svg', description: 'Набор', price: 500, bonusCoins: 100, cases: [{ slug: 'basic', opens: 1 }] })
    .returning({ id: offers.id });
  offerId = offer!.id;
});
afterAll(async () => {
  await batched?.close();
  await single?.close();
});

async function player(t: TestApp): Promise<Player> {
  const user = await registerUser(t.app);
  await credit(t.database.db, { userId: user.userId, currency: 'money', amount: BALANCE, reason: 'test_fixture' });
  return user;
}

async function send(t: TestApp, p: Player, url: string, payload: object = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(p.token), payload });
  const body = res.json() as { code?: string; msg?: string; data?: { code?: string; msg?: string } };
  // The old battles API answers a refusal inside `data`.
  return { status: res.statusCode, code: body.code ?? body.data?.code, msg: body.msg ?? body.data?.msg };
}

async function balanceOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** A way to stake money: what it costs (kopecks) and the request that stakes it. */
interface Stake {
  name: string;
  app: () => TestApp;
  cost: number;
  play: (p: Player) => Promise<Answer>;
}

const openBasic = (t: () => TestApp) => (p: Player) => send(t(), p, '/api/v1/cases/basic/open', { multi_open: 1 });
const basicBattle = () => ({ cases: [{ id: catalog.cases.basic!, count: 3 }], mode: '1v1' });

const STAKES: Stake[] = [
  { name: 'a case, opened alone', app: () => single, cost: 100, play: openBasic(() => single) },
  { name: 'a case, opened in a batch', app: () => batched, cost: 100, play: openBasic(() => batched) },
  { name: 'three cases at once', app: () => batched, cost: 300, play: (p) => send(batched, p, '/api/v1/cases/basic/open', { multi_open: 3 }) },
  { name: 'a battle created', app: () => batched, cost: 300, play: (p) => send(batched, p, '/api/old/battles', basicBattle()) },
  {
    name: 'a battle joined',
    app: () => batched,
    cost: 300,
    play: async (p) => {
      const host = await player(batched);
      const created = await batched.app.inject({ method: 'POST', url: '/api/old/battles', headers: bearer(host.token), payload: basicBattle() });
      expect(created.statusCode).toBe(200);
      return send(batched, p, '/api/old/join', { ulid: created.json().data.battle_ulid });
    },
  },
  { name: 'a Techies game', app: () => batched, cost: 100, play: (p) => send(batched, p, '/api/v1/techies/games', { stake: 1, mines: 3 }) },
  { name: 'an offer bought', app: () => batched, cost: 500, play: (p) => send(batched, p, `/api/v1/offers/${offerId}/buy`, {}) },
];

describe.each(STAKES)('money limits on $name', (stake) => {
  for (const kind of MONEY_KINDS) {
    for (const period of LIMIT_PERIODS) {
      it(`a ${period} ${kind} limit: generous passes, tight refuses with its text`, async () => {
        const t = stake.app();
        const generous = await player(t);
        await setLimit(t.database.db, { userId: generous.userId, kind, period, amount: stake.cost * 10 });
        const passed = await stake.play(generous);
        expect(passed, JSON.stringify(passed)).toMatchObject({ status: 200 });
        expect(await balanceOf(t, generous.userId)).toBeLessThanOrEqual(BALANCE - stake.cost);

        const tight = await player(t);
        await setLimit(t.database.db, { userId: tight.userId, kind, period, amount: stake.cost - 1 });
        const refused = await stake.play(tight);
        expect(refused.status).toBe(403);
        expect(refused.code).toBe('play_limit_reached');
        expect(refused.msg).toContain(`Достигнут ${limitName(kind, period)}`);
        expect(await balanceOf(t, tight.userId)).toBe(BALANCE);
      });
    }
  }
});

function limitName(kind: 'spend' | 'loss' | 'deposit', period: LimitPeriod): string {
  return texts[`${kind}_${period}`];
}

describe('a loss limit counts what play gave back', () => {
  it.each([
    ['alone', () => single],
    ['in a batch', () => batched],
  ] as const)('an open %s after a sale passes only while stakes less returns stay within the limit', async (_name, app) => {
    const t = app();
    const p = await player(t);
    await setLimit(t.database.db, { userId: p.userId, kind: 'loss', period: 'day', amount: 150 });
    const open = () => send(t, p, '/api/v1/cases/basic/open', { multi_open: 1 });
    expect((await open()).status).toBe(200);
    expect((await open()).code).toBe('play_limit_reached');
    await credit(t.database.db, { userId: p.userId, currency: 'money', amount: 60, reason: 'item_sell' });
    expect((await open()).status).toBe(200);
    expect((await open()).code).toBe('play_limit_reached');
  });
});

describe('item stakes under exhausted money limits', () => {
  it('an upgrade and a contract still go through: they stake items, not money', async () => {
    const t = batched;
    const p = await player(t);
    for (const kind of MONEY_KINDS) for (const period of LIMIT_PERIODS) await setLimit(t.database.db, { userId: p.userId, kind, period, amount: 0 });
    const catalogItem = catalog.itemIds[2]!;
    const ids = await giveItems(t.database.db, p.userId, Array.from({ length: 4 }, () => ({ itemId: catalogItem, price: 1_000 })));
    const { idOfPrice } = await upgradeTargets(t);
    const upgraded = await send(t, p, '/api/v1/upgrades/upgrade-items', { items: [ids[0]], target_item_id: idOfPrice(2_000) });
    expect(upgraded.status).toBe(200);
    const signed = await send(t, p, '/api/v1/contracts', { items: ids.slice(1) });
    expect(signed.status).toBe(200);
    expect((await send(t, p, '/api/v1/cases/basic/open', { multi_open: 1 })).code).toBe('play_limit_reached');
    expect(await balanceOf(t, p.userId)).toBe(BALANCE);
  });
});

async function upgradeTargets(t: TestApp) {
  const rows = await t.database.db.select({ id: items.id, price: items.price, slug: items.slug }).from(items);
  const byPrice = new Map(rows.filter((r) => r.slug.startsWith('fixture-')).map((r) => [r.price, r.id]));
  return { idOfPrice: (price: number) => byPrice.get(price)! };
}

describe('the books', () => {
  it('never went negative and sum to every balance', async () => {
    for (const t of [batched, single]) {
      const [negative] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.balance, -1));
      expect(negative).toBeUndefined();
      expect(await bookMismatches(t.database.db)).toEqual([]);
    }
  });
});
