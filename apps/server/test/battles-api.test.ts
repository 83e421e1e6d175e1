import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_EMOJIS, hashServerSeed, verifyBattleRecord, type Battle } from '@tastydrop/domain';
import { sql } from 'drizzle-orm';
import { inventoryItems } from '../src/platform/db/schema/index.js';
import { Redis } from 'ioredis';
import { createSession } from '../src/platform/http/session-store.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { balanceOf, call, makePlayer, runBattleJobs, type Player } from './battles-fixtures.js';

let t: TestApp;
let catalog: FixtureCatalog;
beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedFixtureCatalog(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const basic = () => ({ id: catalog.cases.basic!, count: 3 });
const create = (p: Player | null, body: object) => call(t.app, 'POST', '/api/old/battles', p, body);
const battle = async (ulid: string) => (await call(t.app, 'GET', `/api/old/battle?ulid=${ulid}`)).data as unknown as Battle;

describe('creating a battle', () => {
  it('seats and charges the creator, and publishes the seed hash before anyone joins', async () => {
    const p = await makePlayer(t.database.db, 10_000);
    const res = await create(p, { cases: [basic()], mode: '1v1' });
    expect(res.status).toBe(200);
    expect(res.data.balance).toBe(97); // 100 ₽ − 3 rounds × 1 ₽
    const ulid = res.data.battle_ulid as string;
    expect(await balanceOf(t.database.db, p.userId)).toBe(9_700);
    const b = await battle(ulid);
    expect(b).toMatchObject({ status: 'created', mode: '1v1', seats: 2, price: 3, total_rounds: 3 });
    expect((b as unknown as { members: { seat: number; is_creator: boolean }[] }).members).toMatchObject([{ seat: 1, is_creator: true }]);
    const f = (b as unknown as { fairness: { server_seed_hash: string; server_seed: string | null } }).fairness;
    expect(f.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(f.server_seed).toBeNull();
    const status = await call(t.app, 'GET', '/api/old/status', p);
    expect(status.data).toEqual({ active_battle_ulid: ulid, in_battle: true, fetched: true });
  });

  it('answers POST errors as data without a debug message (old API)', async () => {
    const poor = await makePlayer(t.database.db, 100);
    const funds = await create(poor, { cases: [basic()], mode: '1v1' });
    expect(funds.status).toBe(402);
    expect(funds.body).toEqual({ data: { code: 'error_not_enough_funds_for_battle', msg: expect.any(String), parameters: {} } });
    expect(await balanceOf(t.database.db, poor.userId)).toBe(100);

    const rich = await makePlayer(t.database.db, 100_000);
    const max = await create(rich, { cases: [{ id: catalog.cases.basic!, count: 51 }], mode: '1v1' });
    expect(max.data.code).toBe('error_max_rounds');
    const many = await create(rich, { cases: [{ id: catalog.cases.basic!, count: 30 }, { id: catalog.cases.basic!, count: 21 }], mode: '1v1' });
    expect(many.data.code).toBe('error_too_many_rounds');
    const special = await create(rich, { cases: [{ id: catalog.cases.multifix!, count: 1 }], mode: '1v1' });
    expect(special.data.code).toBe('battle_case_not_allowed');
    const bad = await create(rich, { cases: [basic()], mode: '3v3' });
    expect(bad.status).toBe(400);
    expect(bad.data.code).toBe('validation');
    const guest = await create(null, { cases: [basic()], mode: '1v1' });
    expect(guest).toMatchObject({ status: 401, data: { code: 'authentication' } });
    expect(await balanceOf(t.database.db, rich.userId)).toBe(100_000);
    // GET errors keep the usual shape.
    const missing = await call(t.app, 'GET', '/api/old/battle?ulid=01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('battle_not_found');
  });

  it('allows one unfinished battle per player', async () => {
    const p = await makePlayer(t.database.db, 10_000);
    expect((await create(p, { cases: [basic()], mode: '1v1' })).status).toBe(200);
    const second = await create(p, { cases: [basic()], mode: '1v1' });
    expect(second.data.code).toBe('battle_already_in');
    expect(await balanceOf(t.database.db, p.userId)).toBe(9_700);
  });
});

describe('seats', () => {
  it('joins a seat or a team, refuses a taken seat, and refunds a leave before the start', async () => {
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map(() => makePlayer(t.database.db, 10_000)));
    const ulid = (await create(a!, { cases: [basic()], mode: '2v2' })).data.battle_ulid as string;
    const join = await call(t.app, 'POST', '/api/old/join', b!, { ulid, team: 2 });
    expect(join.data).toEqual({ balance: 97 });
    expect((await call(t.app, 'POST', '/api/old/join', c!, { ulid, seat: 3 })).data.code).toBe('battle_seat_taken');
    expect((await call(t.app, 'POST', '/api/old/join', c!, { ulid, seat: 2 })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/old/join', c!, { ulid })).data.code).toBe('battle_already_in');
    const members = (await battle(ulid)).members.map((m) => [m.seat, m.team]);
    expect(members).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    expect((await call(t.app, 'POST', '/api/old/leave', a!, { ulid })).data.code).toBe('battle_creator_cannot_leave');
    expect((await call(t.app, 'POST', '/api/old/leave', d!, { ulid })).data.code).toBe('battle_not_member');
    expect((await call(t.app, 'POST', '/api/old/leave', c!, { ulid })).data).toEqual({ balance: 100 });
    expect(await balanceOf(t.database.db, c!.userId)).toBe(10_000);
  });

  it('lets only the creator start or cancel, and cancelling refunds everyone', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => makePlayer(t.database.db, 10_000)));
    const ulid = (await create(a!, { cases: [basic()], mode: '1v1v1' })).data.battle_ulid as string;
    await call(t.app, 'POST', '/api/old/join', b!, { ulid });
    expect((await call(t.app, 'POST', '/api/old/start', b!, { ulid })).data.code).toBe('battle_not_creator');
    expect((await call(t.app, 'POST', '/api/old/cancel_start', b!, { ulid })).data.code).toBe('battle_not_creator');
    const cancelled = await call(t.app, 'POST', '/api/old/cancel_start', a!, { ulid });
    expect(cancelled.data).toEqual({ battle_ulid: ulid, status: 'cancelled' });
    expect(await balanceOf(t.database.db, a!.userId)).toBe(10_000);
    expect(await balanceOf(t.database.db, b!.userId)).toBe(10_000);
    expect((await call(t.app, 'POST', '/api/old/start', a!, { ulid })).data.code).toBe('battle_wrong_status');
    expect((await call(t.app, 'GET', '/api/old/status', a!)).data.in_battle).toBe(false);
  });
});

describe('a battle from start to finish', () => {
  it('fills empty seats with bots, reveals rounds through the job runner, pays the winner once and verifies', async () => {
    const p = await makePlayer(t.database.db, 10_000);
    const ulid = (await create(p, { cases: [{ id: catalog.cases.basic!, count: 5 }], mode: '1v1v1v1' })).data.battle_ulid as string;
    const started = await call(t.app, 'POST', '/api/old/start', p, { ulid });
    expect(started.data).toEqual({ battle_ulid: ulid, status: 'started' });
    const running = await battle(ulid);
    expect(running.members.map((m) => (m as unknown as { is_bot: boolean }).is_bot)).toEqual([false, true, true, true]);
    expect((running as unknown as { revealed_rounds: number }).revealed_rounds).toBe(0);
    expect(running.rounds).toEqual([]);
    expect((running as unknown as { fairness: { server_seed: null } }).fairness.server_seed).toBeNull();
    // Won items stay hidden until the result is revealed.
    const hidden = await call(t.app, 'GET', `/api/v1/inventory/get?group=all&user_id=${p.userId}`, p);
    expect((hidden.data as { total_item?: number }).total_item ?? 0).toBe(0);
    expect((await call(t.app, 'POST', '/api/old/sell', p, { ulid })).data.code).toBe('battle_wrong_status');

    expect(await runBattleJobs(t.database.db, t.app.realtime)).toBeGreaterThanOrEqual(6);
    const raw = (await call(t.app, 'GET', `/api/old/battle?ulid=${ulid}`)).body.data as Record<string, unknown>;
    const finished = toCamel(raw) as Battle;
    expect(finished.status).toBe('finished');
    expect(finished.rounds).toHaveLength(5);
    expect(hashServerSeed(finished.fairness.serverSeed!)).toBe(finished.fairness.serverSeedHash);
    expect(verifyBattleRecord(finished)).toMatchObject({ ok: true, problems: [] });
    const me = finished.members.find((m) => m.user.id === p.userId)!;
    const status = await call(t.app, 'GET', '/api/old/status', p);
    expect(status.data.in_battle).toBe(false);

    if (me.isWinner) {
      expect(me.winAmount).toBe(finished.totalWin);
      const sale = await call(t.app, 'POST', '/api/old/sell', p, { ulid });
      expect(sale.data).toMatchObject({ sold_count: 20, sold_amount: finished.totalWin });
      expect(await balanceOf(t.database.db, p.userId)).toBe(10_000 - 500 + Math.round(finished.totalWin * 100));
    } else {
      expect(me.winAmount).toBe(0);
    }
    expect((await call(t.app, 'POST', '/api/old/sell', p, { ulid })).data.code).toBe('battle_nothing_to_sell');
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});

describe('private battles', () => {
  it('are seen and joined only with the invite of their share link, never with the id alone', async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makePlayer(t.database.db, 10_000)));
    const ulid = (await create(a!, { cases: [basic()], mode: '1v1', is_private: true })).data.battle_ulid as string;
    const mine = await call(t.app, 'GET', `/api/old/battle?ulid=${ulid}`, a);
    expect(mine.status).toBe(200);
    const invite = mine.data.invite as string;
    expect(invite).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const wrong = `${invite.slice(0, -1)}${invite.endsWith('A') ? 'B' : 'A'}`;

    for (const query of ['', `&invite=${wrong}`]) {
      for (const p of [null, b!]) {
        const seen = await call(t.app, 'GET', `/api/old/battle?ulid=${ulid}${query}`, p);
        expect(seen).toMatchObject({ status: 404, body: { code: 'battle_not_found' } });
      }
    }
    expect((await call(t.app, 'POST', '/api/old/open', b!, { ulid })).data.code).toBe('battle_not_found');
    expect((await call(t.app, 'POST', '/api/old/join', b!, { ulid })).data.code).toBe('battle_not_found');
    expect((await call(t.app, 'POST', '/api/old/join', b!, { ulid, invite: wrong })).data.code).toBe('battle_not_found');
    expect((await call(t.app, 'POST', '/api/old/join', b!, { ulid, invite: 'short' })).data.code).toBe('validation');
    expect((await call(t.app, 'POST', '/api/old/start', c!, { ulid })).data.code).toBe('battle_not_found');
    expect(await balanceOf(t.database.db, b!.userId)).toBe(10_000);

    const spectator = await call(t.app, 'GET', `/api/old/battle?ulid=${ulid}&invite=${invite}`);
    expect(spectator.status).toBe(200);
    expect(spectator.data).toMatchObject({ ulid, is_private: true, invite });
    expect((await call(t.app, 'POST', '/api/old/open', null, { ulid, invite })).data).toEqual({ spectators: 1 });
    expect((await call(t.app, 'POST', '/api/old/join', b!, { ulid, invite })).data).toEqual({ balance: 97 });
    // A member sees the battle, with its link, without bringing the invite.
    expect((await call(t.app, 'GET', `/api/old/battle?ulid=${ulid}`, b)).data).toMatchObject({ status: 'started', invite });

    // Finished, it stays out of what others see of its players: their history and the best wins.
    await runBattleJobs(t.database.db, t.app.realtime);
    const history = async (viewer: Player) => ((await call(t.app, 'GET', `/api/v1/battles?user_id=${a!.userId}`, viewer)).data as { battles: { ulid: string }[] }).battles.map((x) => x.ulid);
    expect(await history(a!)).toContain(ulid);
    expect(await history(c!)).not.toContain(ulid);
    const best = (await call(t.app, 'GET', '/api/v1/battles/best')).data as { battles: { ulid: string }[] };
    expect(best.battles.map((x) => x.ulid)).not.toContain(ulid);
  });

  it('keep public battles open to anyone with the id and without an invite', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => makePlayer(t.database.db, 10_000)));
    const ulid = (await create(a!, { cases: [basic()], mode: '1v1' })).data.battle_ulid as string;
    expect((await call(t.app, 'GET', `/api/old/battle?ulid=${ulid}`)).data).toMatchObject({ ulid, invite: null });
    expect((await call(t.app, 'POST', '/api/old/join', b!, { ulid })).data).toEqual({ balance: 97 });
  });
});

describe('prizes before the reveal', () => {
  it('leaves no trace of a won item in any inventory call until the battle is revealed', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => makePlayer(t.database.db, 10_000)));
    const [top] = await t.database.db.select({ id: sql<number>`coalesce(max(${inventoryItems.id}), 0)`.mapWith(Number) }).from(inventoryItems);
    const ulid = (await create(a!, { cases: [basic()], mode: '1v1' })).data.battle_ulid as string;
    expect((await call(t.app, 'POST', '/api/old/join', b!, { ulid })).status).toBe(200);
    expect((await battle(ulid)).status).toBe('started');

    const probe = async (p: Player) => {
      const answers: number[] = [];
      for (let id = top!.id + 1; id <= top!.id + 12; id += 1) answers.push((await call(t.app, 'GET', `/api/v1/inventory/${id}/trade_id`, p)).status);
      return answers;
    };
    for (const p of [a!, b!]) {
      expect(new Set(await probe(p))).toEqual(new Set([400]));
      const list = await call(t.app, 'GET', `/api/v1/inventory/get?group=all&user_id=${p.userId}`, p);
      expect((list.data as { total_item?: number }).total_item ?? 0).toBe(0);
    }

    await runBattleJobs(t.database.db, t.app.realtime);
    const finished = await battle(ulid);
    const winner = [a!, b!].find((p) => finished.members.some((m) => (m as unknown as { user: { id: number }; is_winner: boolean }).user.id === p.userId && (m as unknown as { is_winner: boolean }).is_winner))!;
    const list = (await call(t.app, 'GET', `/api/v1/inventory/get?group=all&user_id=${winner.userId}`, winner)).data as { total_item: number; items: { id: number }[] };
    expect(list.total_item).toBe(6);
    for (const item of list.items) expect((await call(t.app, 'GET', `/api/v1/inventory/${item.id}/trade_id`, winner)).status).toBe(200);
  });
});

describe('spectators and emoji', () => {
  it('counts viewers and sends emoji of the set from members only, rate limited', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => makePlayer(t.database.db, 10_000)));
    const ulid = (await create(a!, { cases: [basic()], mode: '1v1' })).data.battle_ulid as string;
    expect((await call(t.app, 'POST', '/api/old/open', b!, { ulid })).data).toEqual({ spectators: 1 });
    expect((await call(t.app, 'POST', '/api/old/open', null, { ulid })).data).toEqual({ spectators: 2 });
    expect((await call(t.app, 'POST', '/api/old/open', b!, { ulid })).data).toEqual({ spectators: 2 });
    expect((await call(t.app, 'POST', '/api/old/close', b!, { ulid })).data).toEqual({ spectators: 1 });
    expect((await battle(ulid)).spectators).toBe(1);

    const emoji = BATTLE_EMOJIS[0];
    expect((await call(t.app, 'POST', '/api/old/emoji', b!, { ulid, content: emoji })).data.code).toBe('battle_not_member');
    expect((await call(t.app, 'POST', '/api/old/emoji', a!, { ulid, content: 'hello' })).data.code).toBe('validation');
    const sent = await call(t.app, 'POST', '/api/old/emoji', a!, { ulid, content: emoji });
    expect(sent.data).toEqual({ battle_ulid: ulid, content: emoji, member_id: expect.any(Number) });
    let limited = false;
    for (let i = 0; i < 5 && !limited; i += 1) limited = (await call(t.app, 'POST', '/api/old/emoji', a!, { ulid, content: emoji })).status === 429;
    expect(limited).toBe(true);
  });
});

describe('the emoji limit', () => {
  it('is one budget per account across its sessions, and no limiter key holds a token', async () => {
    // With REDIS_URL the limiter keeps its counts in Redis, where the keys can be read back.
    const redisUrl = process.env.REDIS_URL;
    const limited = await createTestApp({ database: t.database, redisBroker: Boolean(redisUrl) });
    try {
      const a = await makePlayer(t.database.db, 10_000);
      const ulid = (await call(limited.app, 'POST', '/api/old/battles', a, { cases: [basic()], mode: '1v1' })).data.battle_ulid as string;
      const sessions = [a, ...(await Promise.all([1, 2, 3, 4].map(async () => ({ userId: a.userId, token: await createSession(t.database.db, a.userId) }))))];
      const statuses: number[] = [];
      for (const session of sessions) {
        statuses.push((await call(limited.app, 'POST', '/api/old/emoji', session, { ulid, content: BATTLE_EMOJIS[0] })).status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        try {
          const keys = await redis.keys('rate-limit:*');
          // Keyed by account under this site's own prefix (another site on the same Redis counts apart).
          expect(keys.filter((key) => key.endsWith(`POST/api/old/emoji-user:${a.userId}`) && /^rate-limit:[0-9a-f]{12}:/.test(key))).toHaveLength(1);
          for (const session of sessions) expect(keys.filter((key) => key.includes(session.token))).toEqual([]);
        } finally {
          await redis.quit();
        }
      }
    } finally {
      await limited.close();
    }
  });
});

describe('lists and statistics', () => {
  it('hides private battles unless asked by a member, sorts by price and filters by status', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => makePlayer(t.database.db, 100_000)));
    const hiddenUlid = (await create(a!, { cases: [basic()], mode: '1v1', is_private: true })).data.battle_ulid as string;
    const dearUlid = (await create(b!, { cases: [{ id: catalog.cases.basic!, count: 40 }], mode: '1v1' })).data.battle_ulid as string;
    const list = async (query: string, p?: Player) => (await call(t.app, 'GET', `/api/old/battles?${query}`, p ?? null)).data as { battles: { ulid: string; status: string }[]; has_next: boolean };
    expect((await list('statuses[]=created')).battles.map((x) => x.ulid)).not.toContain(hiddenUlid);
    expect((await list('private=1&statuses[]=created&statuses[]=started', a)).battles.map((x) => x.ulid)).toContain(hiddenUlid);
    expect((await list('sort=price&statuses[]=created')).battles[0]!.ulid).toBe(dearUlid);
    expect((await list('statuses[]=cancelled')).battles.every((x) => x.status === 'cancelled')).toBe(true);
    const page = await list('per_page=1');
    expect(page.battles).toHaveLength(1);
    expect(page.has_next).toBe(true);
    expect((await call(t.app, 'GET', '/api/old/battles?statuses[]=nope')).status).toBe(400);
  });

  it('answers the cases, statistics and v1 calls; bots never appear among the best', async () => {
    const cases = await call(t.app, 'GET', '/api/old/cases');
    expect(cases.data.max_rounds).toBe(50);
    const ids = (cases.data.sections as { cases: { id: number }[] }[]).flatMap((s) => s.cases.map((c) => c.id));
    expect(ids).toEqual([catalog.cases.basic]);

    const p = await makePlayer(t.database.db, 10_000);
    const ulid = (await create(p, { cases: [basic()], mode: '1v1' })).data.battle_ulid as string;
    await call(t.app, 'POST', '/api/old/start', p, { ulid });
    await runBattleJobs(t.database.db, t.app.realtime);
    const stats = (await call(t.app, 'GET', '/api/old/statistics', p)).data;
    expect(stats).toMatchObject({ all_count: 1 });
    expect([0, 1]).toContain(stats.wins_count);
    expect((await call(t.app, 'GET', '/api/old/statistics')).status).toBe(401);
    const v1 = (await call(t.app, 'GET', `/api/v1/battles/statistic?user_id=${p.userId}`)).data;
    expect(v1).toEqual(stats);
    const winrate = (await call(t.app, 'GET', '/api/v1/battles/winrate', p)).data;
    expect(Number(winrate.win) + Number(winrate.lose)).toBe(1);
    const history = (await call(t.app, 'GET', '/api/v1/battles', p)).data as { battles: { ulid: string; won: boolean }[] };
    expect(history.battles.map((h) => h.ulid)).toEqual([ulid]);
    expect(history.battles[0]!.won).toBe(stats.wins_count === 1);
    const best = (await call(t.app, 'GET', '/api/v1/battles/best')).data as { battles: { user: { is_bot: boolean } }[] };
    expect(best.battles.every((x) => !x.user.is_bot)).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/battles/winrate')).status).toBe(401);
  });
});

function toCamel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toCamel);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), toCamel(v)]));
  }
  return value;
}
