import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { battlePassCost, toCamelKeys, type BattlePassContent, type EventContent, type LeaderboardContent } from '@tastydrop/domain';
import { battlePassClaims, cases, catalogVersions, contentVersions, eventUsers, events, items, leaderboards, ledger } from '../src/platform/db/schema/index.js';
import { seedDatabase } from '../src/seed/index.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { richPlayer, type Player } from './engagement-fixtures.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let content: ConsoleUser;
let support: ConsoleUser;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000' } });
  await seedDatabase(t.database.db, 'dota');
  const [event] = await t.database.db.select().from(events).where(eq(events.slug, 'autumn'));
  eventId = event!.id;
  content = await consoleUser(t, 'content');
  support = await consoleUser(t, 'support');
});
afterAll(() => t.close());

const send = (who: ConsoleUser, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
/** A console read, its keys back in code form. */
const get = async (who: ConsoleUser, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  return { statusCode: res.statusCode, json: () => ({ data: toCamelKeys(res.json().data) as unknown }) };
};

async function audited<R>(action: () => Promise<R>) {
  const before = await auditCount(t);
  const res = await action();
  return { res, rows: (await auditCount(t)) - before };
}

async function itemIds(n: number): Promise<number[]> {
  const rows = await t.database.db.select({ id: items.id }).from(items).where(eq(items.game, 'dota')).orderBy(asc(items.id)).limit(n);
  return rows.map((r) => r.id);
}

const versionsOf = (kind: 'event' | 'leaderboard' | 'battle_pass', id: number) =>
  t.database.db.select().from(contentVersions).where(and(eq(contentVersions.kind, kind), eq(contentVersions.targetId, id))).orderBy(asc(contentVersions.id));

describe('event editor', () => {
  it('keeps an edit of the running event as a draft until it is published, then players see it; a rollback restores it', async () => {
    const editor = (await get(content, `/api/admin/events/${eventId}`)).json().data as { live: EventContent; draft: unknown; running: boolean };
    expect(editor).toMatchObject({ running: true, draft: null });
    const list = (await get(content, '/api/admin/events')).json().data as { id: number; status: string }[];
    expect(list.find((e) => e.id === eventId)!.status).toBe('running');

    const edited = { ...editor.live, title: 'Зима Тасти', activeTabs: ['TastyBattlePass', 'Top'] };
    const saved = await audited(() => send(content, `/api/admin/events/${eventId}/draft`, { content: edited }));
    expect(saved.res.statusCode).toBe(200);
    expect(saved.rows).toBe(1);
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/event/current' })).json().data as { event_title: string };
    expect(before.event_title).toBe(editor.live.title);

    const published = await audited(() => send(content, `/api/admin/events/${eventId}/publish`, { note: 'зима', reason: 'новое оформление' }));
    expect(published.res.statusCode).toBe(200);
    expect(published.rows).toBe(1);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/event/current' })).json().data as { event_title: string; active_tabs: string[] };
    expect(after).toMatchObject({ event_title: 'Зима Тасти', active_tabs: ['TastyBattlePass', 'Top'] });
    // The content from before the first publish is kept as the first version.
    const versions = await versionsOf('event', eventId);
    expect(versions).toHaveLength(2);
    expect((versions[0]!.content as EventContent).title).toBe(editor.live.title);
    expect((await send(content, `/api/admin/events/${eventId}/publish`, {})).json().code).toBe('content_no_draft');

    const rolled = await audited(() => send(content, `/api/admin/content-versions/${versions[0]!.id}/rollback`, { reason: 'вернуть осень' }));
    expect(rolled.res.statusCode).toBe(200);
    expect(rolled.rows).toBe(1);
    expect(((await t.app.inject({ method: 'GET', url: '/api/v1/event/current' })).json().data as { event_title: string }).event_title).toBe(editor.live.title);
    const all = await versionsOf('event', eventId);
    expect(all).toHaveLength(3);
    expect(all[2]!.rolledBackFrom).toBe(versions[0]!.id);
    const again = await send(content, `/api/admin/content-versions/${all[2]!.id}/rollback`, { reason: 'ещё раз' });
    expect(again.json().code).toBe('content_version_live');
  });

  it('refuses an end before the start, a missing case or prize, a coin price on a money case and moving a running start', async () => {
    const live = ((await get(content, `/api/admin/events/${eventId}`)).json().data as { live: EventContent }).live;
    const draft = (c: Partial<EventContent>) => send(content, `/api/admin/events/${eventId}/draft`, { content: { ...live, ...c } });
    const backwards = await draft({ endsAt: live.startsAt });
    expect(backwards.statusCode).toBe(400);
    expect((await draft({ raffleDrawAt: live.startsAt })).statusCode).toBe(400);
    expect((await draft({ cases: [{ slug: 'no-such-case', coinPrice: null }] })).json().code).toBe('content_case_missing');
    expect((await draft({ rafflePrizes: [2_000_000_000] })).json().code).toBe('content_item_missing');
    const [moneyCase] = await t.database.db.select().from(cases).where(and(eq(cases.game, 'dota'), eq(cases.currency, 'GOLD'))).limit(1);
    expect((await draft({ cases: [{ slug: moneyCase!.slug, coinPrice: 5 }] })).json().code).toBe('content_case_not_coin');
    expect((await draft({ startsAt: new Date(Date.parse(live.startsAt) - 3_600_000).toISOString() })).json().code).toBe('content_start_fixed');
    expect((await send(support, `/api/admin/events/${eventId}/draft`, { content: live })).statusCode).toBe(403);
  });

  it('creates a planned event, and a coin price published for its case becomes a catalog version', async () => {
    const [coinCase] = await t.database.db.select().from(cases).where(and(eq(cases.game, 'dota'), eq(cases.currency, 'TASTY_COIN'))).limit(1);
    expect(coinCase).toBeDefined();
    const startsAt = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 50 * 86_400_000).toISOString();
    const input: EventContent = { title: 'Весна', subtitle: '', startsAt, endsAt, cases: [{ slug: coinCase!.slug, coinPrice: null }], activeTabs: ['NewCases'], rafflePrizes: await itemIds(2), raffleDrawAt: null };
    const created = await audited(() => send(content, '/api/admin/events', { slug: 'spring', content: input }));
    expect(created.res.statusCode).toBe(200);
    expect(created.rows).toBe(1);
    const id = (created.res.json().data as { id: number }).id;
    expect((await send(content, '/api/admin/events', { slug: 'spring', content: input })).json().code).toBe('catalog_slug_taken');

    const catalogBefore = (await t.database.db.select().from(catalogVersions)).length;
    const drawAt = new Date(Date.parse(endsAt) + 3_600_000).toISOString();
    // A coin price moves the case's return: one that would leave the allowed band is refused, nothing published.
    for (const [coinPrice, code] of [[0.01, 'catalog_rtp_above_ceiling'], [(coinCase!.price * 10) / 100, 'catalog_rtp_below_band']] as const) {
      await send(content, `/api/admin/events/${id}/draft`, { content: { ...input, cases: [{ slug: coinCase!.slug, coinPrice }], raffleDrawAt: drawAt } });
      expect((await send(content, `/api/admin/events/${id}/publish`, {})).json().code).toBe(code);
    }
    expect((await t.database.db.select().from(catalogVersions)).length).toBe(catalogBefore);
    const price = (coinCase!.price + 1) / 100;
    await send(content, `/api/admin/events/${id}/draft`, { content: { ...input, cases: [{ slug: coinCase!.slug, coinPrice: price }], raffleDrawAt: drawAt } });
    expect((await send(content, `/api/admin/events/${id}/publish`, {})).statusCode).toBe(200);
    const [repriced] = await t.database.db.select().from(cases).where(eq(cases.id, coinCase!.id));
    expect(repriced!.price).toBe(Math.round(price * 100));
    expect((await t.database.db.select().from(catalogVersions)).length).toBe(catalogBefore + 1);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(row!.raffleDrawAt?.toISOString()).toBe(drawAt);
  });

  it('keeps content versions append-only in the database', async () => {
    await expect(t.database.db.execute(sql`UPDATE ${contentVersions} SET note = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM ${contentVersions}`)).rejects.toThrow();
  });
});

describe('leaderboard editor', () => {
  const dailyId = async () => (await t.database.db.select().from(leaderboards).where(eq(leaderboards.type, 'daily')))[0]!.id;

  it('publishes new prizes of a running period, which the ranking shows; a rollback puts the old ones back', async () => {
    const id = await dailyId();
    const editor = (await get(content, `/api/admin/leaderboards/${id}`)).json().data as { live: LeaderboardContent; running: boolean; type: string };
    expect(editor).toMatchObject({ running: true, type: 'daily' });
    const [cheap] = await itemIds(1);
    const prizes = editor.live.prizes.map((p) => (p.place === 1 ? { place: 1, itemId: cheap! } : p));
    expect((await send(content, `/api/admin/leaderboards/${id}/draft`, { content: { ...editor.live, prizes } })).statusCode).toBe(200);
    const ranking = async () => (await t.app.inject({ method: 'GET', url: `/api/v2/top/ranking/${id}` })).json().data as { leaders: { prize: { item_id?: number; id?: number } }[] };
    const shownBefore = JSON.stringify(await ranking());
    const published = await audited(() => send(content, `/api/admin/leaderboards/${id}/publish`, { note: 'дешевле' }));
    expect(published.rows).toBe(1);
    const [board] = await t.database.db.select().from(leaderboards).where(eq(leaderboards.id, id));
    expect(board!.prizes.find((p) => p.place === 1)!.itemId).toBe(cheap);
    expect(JSON.stringify(await ranking())).not.toBe(shownBefore);

    const versions = await versionsOf('leaderboard', id);
    expect(versions).toHaveLength(2);
    await send(content, `/api/admin/content-versions/${versions[0]!.id}/rollback`, { reason: 'вернуть призы' });
    expect(JSON.stringify(await ranking())).toBe(shownBefore);
  });

  it('refuses places with a gap, a missing prize and any change to a closed period', async () => {
    const id = await dailyId();
    const live = ((await get(content, `/api/admin/leaderboards/${id}`)).json().data as { live: LeaderboardContent }).live;
    const [item] = await itemIds(1);
    const gap = await send(content, `/api/admin/leaderboards/${id}/draft`, { content: { ...live, prizes: [{ place: 1, itemId: item }, { place: 3, itemId: item }] } });
    expect(gap.statusCode).toBe(400);
    const missing = await send(content, `/api/admin/leaderboards/${id}/draft`, { content: { ...live, prizes: [{ place: 1, itemId: 2_000_000_000 }] } });
    expect(missing.json().code).toBe('content_item_missing');
    const [closed] = await t.database.db
      .insert(leaderboards)
      .values({ slug: 'daily-2020-01-01', type: 'daily', title: 'Старая', description: 'daily', image: '', startsAt: new Date('2020-01-01T00:00:00Z'), endsAt: new Date('2020-01-02T00:00:00Z'), status: 'closed', rolls: false })
      .returning({ id: leaderboards.id });
    const old = await send(content, `/api/admin/leaderboards/${closed!.id}/draft`, { content: { title: 'Старая', startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-02T00:00:00Z', prizes: [] } });
    expect(old.json().code).toBe('content_ended');
  });
});

describe('battle pass editor', () => {
  async function playerAtLevel(level: number): Promise<Player> {
    const player = await richPlayer(t.app, t.database.db, 100);
    await t.database.db.insert(eventUsers).values({ eventId, userId: player.userId, coinsEarned: battlePassCost(level) });
    return player;
  }
  const claim = (player: Player, level: number) => t.app.inject({ method: 'POST', url: `/api/v1/event/challenge/prize/${level}`, headers: bearer(player.token) });
  const claimOf = async (player: Player, level: number) =>
    (await t.database.db.select().from(battlePassClaims).where(and(eq(battlePassClaims.userId, player.userId), eq(battlePassClaims.level, level))))[0]!;
  const coinsPaid = async (player: Player) =>
    (await t.database.db.select().from(ledger).where(and(eq(ledger.userId, player.userId), eq(ledger.reason, 'battle_pass_level'), eq(ledger.currency, 'coins')))).reduce((s, r) => s + r.delta, 0);

  async function publishLevelOne(rewardCoins: number): Promise<number> {
    const live = ((await get(content, `/api/admin/events/${eventId}/battle-pass`)).json().data as { live: BattlePassContent }).live;
    const levels = live.levels.map((l) => (l.level === 1 ? { ...l, rewardCoins, rewardMoney: 0, rewardCases: [] } : l));
    const saved = await send(content, `/api/admin/events/${eventId}/battle-pass/draft`, { content: { levels } });
    expect(saved.statusCode).toBe(200);
    const res = await send(content, `/api/admin/events/${eventId}/battle-pass/publish`, { note: `level 1 gives ${rewardCoins}` });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { version: number }).version;
  }

  it('refuses levels out of order, thresholds that do not increase and a level with nothing to give', async () => {
    const live = ((await get(content, `/api/admin/events/${eventId}/battle-pass`)).json().data as { live: BattlePassContent }).live;
    const draft = (levels: BattlePassContent['levels']) => send(content, `/api/admin/events/${eventId}/battle-pass/draft`, { content: { levels } });
    expect((await draft(live.levels.filter((l) => l.level !== 2))).statusCode).toBe(400);
    expect((await draft(live.levels.map((l) => (l.level === 3 ? { ...l, cost: live.levels[0]!.cost } : l)))).statusCode).toBe(400);
    expect((await draft(live.levels.map((l) => (l.level === 4 ? { ...l, rewardCoins: 0, rewardMoney: 0, rewardCases: [] } : l)))).statusCode).toBe(400);
    expect((await draft(live.levels.map((l) => (l.level === 5 ? { ...l, rewardCases: [{ caseId: 2_000_000_000, opens: 1 }] } : l)))).json().code).toBe('content_case_missing');
  });

  it('pays each claim from the version it read; a later publish or rollback changes nothing already claimed', async () => {
    const first = await publishLevelOne(5);
    const early = await playerAtLevel(1);
    expect((await claim(early, 1)).statusCode).toBe(200);
    expect(await coinsPaid(early)).toBe(500);
    expect((await claimOf(early, 1)).contentVersion).toBe(first);

    const second = await publishLevelOne(7);
    const late = await playerAtLevel(1);
    expect((await claim(late, 1)).statusCode).toBe(200);
    expect(await coinsPaid(late)).toBe(700);
    expect((await claimOf(late, 1)).contentVersion).toBe(second);
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json().data as { levels: { level: number; balance_data: { coins: number } }[] };
    expect(challenge.levels.find((l) => l.level === 1)!.balance_data.coins).toBe(7);

    const rolled = await send(content, `/api/admin/content-versions/${first}/rollback`, { reason: 'вернуть 5 монет' });
    expect(rolled.statusCode).toBe(200);
    expect(await coinsPaid(early)).toBe(500);
    expect(await coinsPaid(late)).toBe(700);
    expect((await claimOf(late, 1)).contentVersion).toBe(second);
    expect((await claim(late, 1)).json().code).toBe('challenge_already_claimed');
  });

  it('a claim running while a new version is published completes on the version it started with', async () => {
    const before = await publishLevelOne(11);
    const player = await playerAtLevel(1);
    if (process.env.DATABASE_URL) {
      // Another connection holds the player's row, so the claim stops at its first credit, after reading its level.
      type Client = { query(q: string, values?: unknown[]): Promise<{ rows: { n: number }[] }>; release(): void };
      const holder = await (t.database.db as unknown as { $client: { connect(): Promise<Client> } }).$client.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [player.userId]);
        const pending = claim(player, 1);
        let held = false;
        for (let i = 0; i < 500 && !held; i += 1) {
          const waiting = await holder.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
          held = waiting.rows[0]!.n > 0;
          if (!held) await new Promise((r) => setTimeout(r, 10));
        }
        expect(held).toBe(true);
        const after = await publishLevelOne(13);
        await holder.query('COMMIT');
        expect((await pending).statusCode).toBe(200);
        expect(await coinsPaid(player)).toBe(1100);
        expect((await claimOf(player, 1)).contentVersion).toBe(before);
        expect(after).toBeGreaterThan(before);
      } finally {
        holder.release();
      }
    } else {
      // One connection: the claim and the publish run one after the other, in either order.
      const [res, after] = await Promise.all([claim(player, 1), publishLevelOne(13)]);
      expect(res.statusCode).toBe(200);
      const named = (await claimOf(player, 1)).contentVersion;
      expect([before, after]).toContain(named);
      expect(await coinsPaid(player)).toBe(named === before ? 1100 : 1300);
    }
  });
});
