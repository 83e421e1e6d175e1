import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_PLAY } from './responsible-play-not-play.js';
import { kopecksToUnits } from '@tastydrop/domain';
import { and, eq, gte, asc, sql } from 'drizzle-orm';
import { cases, eventUsers, events, freeCaseGrants, inventoryItems, items, ledger, offers, partnerEntries, users } from '../src/platform/db/schema/index.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { signEmailToken } from '../src/modules/missions/email-token.js';
import { grantFreeCase } from '../src/modules/rewards/grant-free-case.js';
import { takeBreak } from '../src/modules/responsible-play/take-break.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { seedDatabase } from '../src/seed/index.js';
import { bookMismatches } from './ledger-check.js';
import { directionId } from './payments-fixtures.js';
import { minesOf, safeCellsOf } from './techies-fixtures.js';
import { giveItems } from './upgrades-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

/**
 * A player in a time-out or a self-exclusion can do nothing that stakes or wins anything: every play and
 * reward route answers play_blocked and changes nothing the player holds, while a player without a break
 * gets through the same routes with the same preparation (so the walk can fail). What stays open is
 * signing in, reading history, selling and withdrawing what is theirs, getting a stake back and writing
 * to support. Every route that changes something is classified here: a new one fails the walk until it is.
 */

type Player = { token: string; userId: number; login: string; password: string };
type Break = 'none' | 'timeout' | 'exclusion';
interface Answer {
  status: number;
  code: string | undefined;
  msg: string | undefined;
}

let t: TestApp;
let batched: TestApp;
beforeAll(async () => {
  const env = { FEATURES: 'techies', OPEN_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000', PAYMENT_RATE_LIMIT: '100000' };
  t = await createTestApp({ env: { ...env, OPEN_BATCH: 'off' } });
  await seedDatabase(t.database.db, 'dota');
  batched = await createTestApp({ database: t.database, env: { ...env, OPEN_BATCH: 'on' } });
});
afterAll(async () => {
  await batched?.close();
  await t?.close();
});

const db = () => t.database.db;

async function send(p: Player, url: string, payload: object = {}, app: TestApp = t): Promise<Answer> {
  const res = await app.app.inject({ method: 'POST', url, headers: bearer(p.token), payload });
  const body = res.json() as { code?: string; msg?: string; data?: { code?: string; msg?: string } };
  // The old battles API answers a refusal inside `data`.
  return { status: res.statusCode, code: body.code ?? body.data?.code, msg: body.msg ?? body.data?.msg };
}

async function get(p: Player, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(p.token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
}

let partner = 4_000_000;
/** A player with money, coins, a confirmed adult age and a trade link. */
async function player(): Promise<Player> {
  const user = await registerUser(t.app);
  await credit(db(), { userId: user.userId, currency: 'money', amount: 1_000_000, reason: 'test_fixture' });
  await credit(db(), { userId: user.userId, currency: 'coins', amount: 1_000_000, reason: 'test_fixture' });
  expect((await send(user, '/api/v1/responsible-play/birth-date', { birth_date: '1990-01-01' })).status).toBe(200);
  partner += 1;
  const link = `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=AbC-12_x`;
  expect((await send(user, '/api/v1/users/set/steam/data', { link })).status).toBe(200);
  return user;
}

async function caseId(slug: string): Promise<number> {
  const [row] = await db().select({ id: cases.id }).from(cases).where(eq(cases.slug, slug));
  return row!.id;
}

/** Catalog items to stake, and a dearer target. */
async function stakeItems(p: Player, count: number, price = 10_000): Promise<number[]> {
  const [item] = await db().select({ id: items.id }).from(items).where(eq(items.game, 'dota')).limit(1);
  return giveItems(db(), p.userId, Array.from({ length: count }, () => ({ itemId: item!.id, price })));
}

/** Everything a player holds or was given: what a refused request must leave as it was. */
async function holdings(userId: number) {
  const [u] = await db().select({ money: users.balance, coins: users.coinBalance, experience: users.experience }).from(users).where(eq(users.id, userId));
  const [l] = await db().select({ n: sql<number>`count(*)::int` }).from(ledger).where(eq(ledger.userId, userId));
  const [i] = await db()
    .select({ n: sql<number>`count(*)::int`, inPlay: sql<number>`count(*) FILTER (WHERE ${inventoryItems.status} = 'progress')::int` })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, userId));
  const [g] = await db()
    .select({ n: sql<number>`count(*)::int`, opens: sql<number>`coalesce(sum(${freeCaseGrants.remaining}), 0)::int` })
    .from(freeCaseGrants)
    .where(eq(freeCaseGrants.userId, userId));
  return { ...u!, ledgerRows: l!.n, items: i!.n, itemsInPlay: i!.inPlay, grants: g!.n, grantOpens: g!.opens };
}

/** One way to play or be given something: what it needs first (before any break) and the request. */
interface Play {
  route: string;
  name: string;
  prepare?: (p: Player) => Promise<unknown>;
  act: (p: Player, prepared: unknown) => Promise<Answer>;
}

const battleOf = async () => ({ cases: [{ id: await caseId('tasty-start'), count: 2 }], mode: '1v1' });

const PLAYS: Play[] = [
  { route: 'POST /api/v1/cases/:id/open', name: 'a money case', act: (p) => send(p, '/api/v1/cases/tasty-start/open', { multi_open: 1 }) },
  { route: 'POST /api/v1/cases/:id/open', name: 'a money case in a batch', act: (p) => send(p, '/api/v1/cases/tasty-start/open', { multi_open: 2 }, batched) },
  { route: 'POST /api/v1/cases/:id/open', name: 'a coin case', act: (p) => send(p, '/api/v1/cases/coin-1/open', { multi_open: 1 }) },
  { route: 'POST /api/v1/cases/:id/open', name: 'a coin case in a batch', act: (p) => send(p, '/api/v1/cases/coin-1/open', { multi_open: 1 }, batched) },
  {
    route: 'POST /api/v1/cases/daily/:id/open',
    name: 'the daily case',
    prepare: async (p) => ((await get(p, '/api/v1/cases/daily')) as { id: number }[])[0]!.id,
    act: (p, id) => send(p, `/api/v1/cases/daily/${id as number}/open`),
  },
  {
    route: 'POST /api/v1/cases/free/:grantId/open',
    name: 'a free case granted before',
    prepare: async (p) => {
      await grantFreeCase(db(), { userId: p.userId, caseId: await caseId('newbie'), source: 'promo', opens: 1, key: `walk:${p.userId}` });
      return ((await get(p, '/api/v1/cases/free')) as { grant_id: number }[])[0]!.grant_id;
    },
    act: (p, grantId) => send(p, `/api/v1/cases/free/${grantId as number}/open`),
  },
  { route: 'POST /api/v1/contracts', name: 'a contract', prepare: (p) => stakeItems(p, 3), act: (p, ids) => send(p, '/api/v1/contracts', { items: ids }) },
  {
    route: 'POST /api/v1/upgrades/upgrade-items',
    name: 'an upgrade',
    prepare: async (p) => {
      const [own] = await stakeItems(p, 1, 1_000);
      const [target] = await db().select({ id: items.id }).from(items).where(and(eq(items.game, 'dota'), gte(items.price, 3_000))).orderBy(asc(items.price)).limit(1);
      return { items: [own], target_item_id: target!.id };
    },
    act: (p, body) => send(p, '/api/v1/upgrades/upgrade-items', body as object),
  },
  { route: 'POST /api/old/battles', name: 'a battle created', act: async (p) => send(p, '/api/old/battles', await battleOf()) },
  {
    route: 'POST /api/old/join',
    name: 'a battle joined',
    prepare: async () => {
      const host = await player();
      const res = await t.app.inject({ method: 'POST', url: '/api/old/battles', headers: bearer(host.token), payload: await battleOf() });
      expect(res.statusCode).toBe(200);
      return res.json().data.battle_ulid;
    },
    act: (p, ulid) => send(p, '/api/old/join', { ulid }),
  },
  {
    route: 'POST /api/old/start',
    name: 'a battle created before, started with bots',
    prepare: async (p) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/old/battles', headers: bearer(p.token), payload: await battleOf() });
      expect(res.statusCode).toBe(200);
      return res.json().data.battle_ulid;
    },
    act: (p, ulid) => send(p, '/api/old/start', { ulid }),
  },
  { route: 'POST /api/v1/techies/games', name: 'a Techies game', act: (p) => send(p, '/api/v1/techies/games', { stake: 1, mines: 3 }) },
  {
    route: 'POST /api/v1/techies/games/:gameId/reveal',
    name: 'the next move of a Techies game started before',
    prepare: async (p) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/techies/games', headers: bearer(p.token), payload: { stake: 1, mines: 3 } });
      expect(res.statusCode).toBe(200);
      const gameId = res.json().data.game.id as number;
      return { gameId, cell: safeCellsOf(await minesOf(db(), gameId))[0] };
    },
    act: (p, game) => {
      const { gameId, cell } = game as { gameId: number; cell: number };
      return send(p, `/api/v1/techies/games/${gameId}/reveal`, { cell });
    },
  },
  {
    route: 'POST /api/v1/offers/:id/buy',
    name: 'a shop offer',
    prepare: async () => (await db().select({ id: offers.id }).from(offers).where(eq(offers.slug, 'starter-pack')))[0]!.id,
    act: (p, id) => send(p, `/api/v1/offers/${id as number}/buy`, {}),
  },
  { route: 'POST /api/v1/payments/promo/apply', name: 'an instant promo code', act: (p) => send(p, '/api/v1/payments/promo/apply', { code: 'GIFT100' }) },
  { route: 'POST /api/v1/payments/promo/apply', name: 'a promo code with a free case', act: (p) => send(p, '/api/v1/payments/promo/apply', { code: 'FREECASE' }) },
  { route: 'POST /api/v1/payments/promo/apply', name: 'a deposit promo code', act: (p) => send(p, '/api/v1/payments/promo/apply', { code: 'WELCOME10' }) },
  { route: 'POST /api/v1/payments/transaction/start', name: 'a deposit', act: (p) => send(p, '/api/v1/payments/transaction/start', depositBody()) },
  { route: 'POST /api/v1/users/pwa-bonus', name: 'the PWA bonus', act: (p) => send(p, '/api/v1/users/pwa-bonus') },
  {
    route: 'POST /api/v1/partners/claim',
    name: 'a referral commission claim',
    prepare: (p) => accrued(p.userId, 'commission'),
    act: (p) => send(p, '/api/v1/partners/claim'),
  },
  {
    route: 'POST /api/v1/partners/rakeback/claim',
    name: 'a rakeback claim',
    prepare: (p) => accrued(p.userId, 'rakeback'),
    act: (p) => send(p, '/api/v1/partners/rakeback/claim'),
  },
  { route: 'POST /api/v1/event/free-cases/:index/claim', name: 'the event free case', act: (p) => send(p, '/api/v1/event/free-cases/0/claim') },
  {
    route: 'POST /api/v1/event/challenge/prize/:slug',
    name: 'a battle pass level reward',
    prepare: async (p) => {
      const [event] = await db().select({ id: events.id }).from(events).where(eq(events.slug, 'autumn'));
      await db().insert(eventUsers).values({ eventId: event!.id, userId: p.userId, coinsEarned: 100_000_000 });
    },
    act: (p) => send(p, '/api/v1/event/challenge/prize/1'),
  },
  { route: 'POST /api/v1/users/socials/check', name: 'the Steam mission reward', act: (p) => send(p, '/api/v1/users/socials/check', { type: 'steam' }) },
  {
    route: 'POST /api/v1/users/confirm-email',
    name: 'the e-mail mission reward',
    prepare: async (p) => {
      const email = `walk${p.userId}@mail.ru`;
      expect((await send(p, '/api/v1/users/send-email', { email })).status).toBe(200);
      return signEmailToken(t.config.sessionSecret, p.userId, email, Date.now() + 3_600_000);
    },
    act: (p, token) => send(p, '/api/v1/users/confirm-email', { token }),
  },
];

/** Two hundred roubles of commission or rakeback earned four days ago: past the hold, above the minimum, under the cap. */
async function accrued(userId: number, kind: 'commission' | 'rakeback'): Promise<void> {
  await db()
    .insert(partnerEntries)
    .values({ userId, kind, entry: 'accrual', amount: kopecksToUnits(20_000), ref: `walk:${kind}:${userId}`, earnedAt: new Date(Date.now() - 4 * 86_400_000) });
}

let depositDirection = 0;
function depositBody() {
  return { amount: 500, payment_direction_id: depositDirection, country: 'RU', additional: { email: 'player@mail.ru' } };
}
beforeAll(async () => {
  depositDirection = await directionId(db(), 'RU', 'card');
});


describe('every route that changes something is walked as play or named as not play', () => {
  it('classifies every player route but reads', () => {
    const routes = (t.app as unknown as { routeList: { method: string | string[]; url: string }[] }).routeList
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
      .filter((r) => !/^(GET|HEAD|OPTIONS) /.test(r) && !/ \/api\/(admin|test)\//.test(r));
    const walked = new Set(PLAYS.map((p) => p.route));
    expect(routes.filter((r) => !walked.has(r) && !(r in NOT_PLAY))).toEqual([]);
    expect([...walked].filter((r) => !routes.includes(r))).toEqual([]);
  });
});

describe.each(['timeout', 'exclusion'] as const)('during a %s', (kind) => {
  it.each(PLAYS.map((p) => [p.name, p] as const))('%s is refused and changes nothing', async (_name, play) => {
    await walk(play, kind);
  });
});

describe('without a break', () => {
  it.each(PLAYS.map((p) => [p.name, p] as const))('%s goes through', async (_name, play) => {
    await walk(play, 'none');
  });
});

async function walk(play: Play, kind: Break): Promise<void> {
  const p = await player();
  const prepared = await play.prepare?.(p);
  if (kind !== 'none') await takeBreak(db(), p.userId, kind, kind === 'timeout' ? '24h' : '6m');
  const before = await holdings(p.userId);
  const answer = await play.act(p, prepared);
  if (kind === 'none') {
    expect(answer, `${play.name}: ${JSON.stringify(answer)}`).toMatchObject({ status: 200 });
    return;
  }
  expect(answer, play.name).toMatchObject({ status: 403, code: 'play_blocked' });
  expect(answer.msg).toMatch(kind === 'timeout' ? /паузу до \d\d\.\d\d\.\d{4}/ : /самоисключение до \d\d\.\d\d\.\d{4}/);
  expect(await holdings(p.userId)).toEqual(before);
}

describe('what stays open during a break', () => {
  it.each(['timeout', 'exclusion'] as const)('a player in a %s signs in, reads history, sells, withdraws, gets a stake back, cashes out and writes to support', async (kind) => {
    const p = await player();
    const battle = await t.app.inject({ method: 'POST', url: '/api/old/battles', headers: bearer(p.token), payload: await battleOf() });
    const game = await t.app.inject({ method: 'POST', url: '/api/v1/techies/games', headers: bearer(p.token), payload: { stake: 1, mines: 3 } });
    const gameId = game.json().data.game.id as number;
    await send(p, `/api/v1/techies/games/${gameId}/reveal`, { cell: safeCellsOf(await minesOf(db(), gameId))[0]! });
    const [one, two] = await stakeItems(p, 2);
    await takeBreak(db(), p.userId, kind, kind === 'timeout' ? '24h' : '6m');
    const held = await holdings(p.userId);

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: p.login, password: p.password } })).statusCode).toBe(200);
    await get(p, '/api/v1/provably-fair/openings');
    await get(p, '/api/v1/responsible-play/statement');
    expect((await send(p, '/api/v1/inventory/sell', { id: one })).status).toBe(200);
    expect((await send(p, '/api/v1/inventory/senditem', { ids: [two] })).status).toBe(200);
    expect((await send(p, '/api/old/cancel_start', { ulid: battle.json().data.battle_ulid })).status).toBe(200);
    expect((await send(p, `/api/v1/techies/games/${gameId}/cashout`)).status).toBe(200);
    expect((await send(p, '/api/v1/support/messages', { email: 'player@mail.ru', message: 'Хочу закрыть аккаунт насовсем, помогите.' })).status).toBe(200);
    // The sale, the stake given back and the cash-out all came in.
    expect((await holdings(p.userId)).money).toBeGreaterThan(held.money);
    expect(await bookMismatches(db())).toEqual([]);
  });
});

describe('background rewards during a break', () => {
  it('the activity feed pays no coins or pass rewards to a player on a break, and pays the others', async () => {
    const resting = await player();
    const playing = await player();
    for (const p of [resting, playing]) expect((await send(p, '/api/v1/cases/autumn-leaves/open', { multi_open: 10 })).status).toBe(200);
    await takeBreak(db(), resting.userId, 'exclusion', '6m');
    const before = await holdings(resting.userId);
    const othersBefore = await holdings(playing.userId);
    await runActivityFeed(db(), null);
    expect(await holdings(resting.userId)).toEqual(before);
    expect((await holdings(playing.userId)).coins).toBeGreaterThan(othersBefore.coins);
    expect(await bookMismatches(db())).toEqual([]);
  });
});
