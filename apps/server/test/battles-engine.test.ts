import { BattlesChannelEvent, PersonalEvent } from '@tastydrop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/bootstrap/app.js';
import type { Database } from '../src/platform/db/index.js';
import { battleDrops, battleMembers, battles, inventoryItems, jobs } from '../src/platform/db/schema/index.js';
import type { App } from '../src/platform/http/types.js';
import { expireBattles } from '../src/modules/battles/expire-battles.js';
import { resumeBattles } from '../src/modules/battles/resume-battles.js';
import { revealStep } from '../src/modules/battles/reveal-battle.js';
import { selfCheckBattle } from '../src/modules/battles/self-check.js';
import { bookMismatches } from './ledger-check.js';
import { createInProcessBroker } from '../src/platform/realtime/broker.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createTestDatabase, testConfig } from './helpers.js';
import { balanceOf, call, collectingLog, makePlayer, runBattleJobs, type Player } from './battles-fixtures.js';

let database: Database;
let app: App;
let catalog: FixtureCatalog;
const messages: { channel: string; data: Record<string, unknown> }[] = [];
/** Messages that are not an event of their channel's union in the domain. */
const unparsed: { channel: string; data: unknown }[] = [];
function checkEvent(channel: string, data: unknown): void {
  const schema = channel === 'battles' ? BattlesChannelEvent : channel.startsWith('first_channel#') ? PersonalEvent : null;
  if (!schema?.safeParse(data).success) unparsed.push({ channel, data });
}
beforeAll(async () => {
  database = await createTestDatabase();
  catalog = await seedFixtureCatalog(database.db);
  const broker = createInProcessBroker();
  broker.onMessage((channel, payload) => {
    messages.push({ channel, data: JSON.parse(payload) as Record<string, unknown> });
    checkEvent(channel, JSON.parse(payload));
  });
  app = await buildApp({ config: testConfig(), db: database.db, broker });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function newBattle(creator: Player, mode: string, rounds = 4): Promise<{ ulid: string; id: number }> {
  const ulid = (await call(app, 'POST', '/api/old/battles', creator, { cases: [{ id: catalog.cases.basic!, count: rounds }], mode })).data.battle_ulid as string;
  const [row] = await database.db.select({ id: battles.id }).from(battles).where(eq(battles.ulid, ulid));
  return { ulid, id: row!.id };
}

const eventsOf = (name: string, channel = 'battles') => messages.filter((m) => m.channel === channel && m.data.event === name);

describe('realtime', () => {
  it('publishes the battle, the active counts and the personal status on every change and round', async () => {
    const [a, b] = await Promise.all([makePlayer(database.db, 10_000), makePlayer(database.db, 10_000)]);
    messages.length = 0;
    const { ulid } = await newBattle(a, '1v1', 3);
    expect(eventsOf('battles_battle_updated').at(-1)!.data.battle).toMatchObject({ ulid, status: 'created' });
    expect(eventsOf('battles_active').at(-1)!.data).toMatchObject({ created: expect.any(Number), started: expect.any(Number) });
    expect(eventsOf('battles_status_changed', `first_channel#${a.userId}`).at(-1)!.data).toMatchObject({ activeBattleUlid: ulid, inBattle: true });
    await call(app, 'POST', '/api/old/join', b, { ulid });
    expect(eventsOf('battles_status_changed', `first_channel#${b.userId}`).at(-1)!.data).toMatchObject({ activeBattleUlid: ulid, inBattle: true });
    expect(eventsOf('battles_battle_updated').at(-1)!.data.battle).toMatchObject({ status: 'started', revealedRounds: 0 });

    await runBattleJobs(database.db, app.realtime);
    const updates = eventsOf('battles_battle_updated').map((m) => m.data.battle as { status: string; revealedRounds: number });
    expect(updates.slice(-4).map((u) => [u.status, u.revealedRounds])).toEqual([
      ['started', 1],
      ['started', 2],
      ['started', 3],
      ['finished', 3],
    ]);
    expect(eventsOf('battles_status_changed', `first_channel#${a.userId}`).at(-1)!.data).toMatchObject({ activeBattleUlid: null, inBattle: false });

    await call(app, 'POST', '/api/old/emoji', b, { ulid, content: '🔥' });
    expect(eventsOf('battles_emoji_sent').at(-1)!.data).toMatchObject({ battleUlid: ulid, content: '🔥', memberId: expect.any(Number) });
  });
});

describe('realtime of a private battle', () => {
  it('says nothing on the public channel and tells only the members, on their own channels', async () => {
    const [a, b] = await Promise.all([makePlayer(database.db, 10_000), makePlayer(database.db, 10_000)]);
    messages.length = 0;
    const ulid = (await call(app, 'POST', '/api/old/battles', a, { cases: [{ id: catalog.cases.basic!, count: 2 }], mode: '1v1', is_private: true })).data.battle_ulid as string;
    const invite = (await call(app, 'GET', `/api/old/battle?ulid=${ulid}`, a)).data.invite as string;
    await call(app, 'POST', '/api/old/open', null, { ulid, invite });
    expect((await call(app, 'POST', '/api/old/join', b, { ulid, invite })).status).toBe(200);
    await call(app, 'POST', '/api/old/emoji', b, { ulid, content: '🔥' });
    await runBattleJobs(database.db, app.realtime);

    const onPublic = messages.filter((m) => m.channel === 'battles');
    expect(onPublic.filter((m) => JSON.stringify(m.data).includes(ulid))).toEqual([]);
    expect(onPublic.filter((m) => m.data.event === 'battles_active')).toEqual([]);
    for (const p of [a, b]) {
      const mine = eventsOf('battles_battle_updated', `first_channel#${p.userId}`).map((m) => m.data.battle as { ulid: string; status: string; invite: string });
      expect(mine.at(-1)).toMatchObject({ ulid, status: 'finished', invite });
      expect(eventsOf('battles_emoji_sent', `first_channel#${p.userId}`).at(-1)!.data).toMatchObject({ battleUlid: ulid, content: '🔥' });
    }
  });
});

describe('the engine', () => {
  it('reveals each round once even when a step runs twice', async () => {
    const p = await makePlayer(database.db, 10_000);
    const { ulid, id } = await newBattle(p, '1v1', 2);
    await call(app, 'POST', '/api/old/start', p, { ulid });
    const later = new Date(Date.now() + 60_000);
    expect(await revealStep(database.db, id, 1000, later)).toMatchObject({ kind: 'revealed', round: 1 });
    expect(await revealStep(database.db, id, 1000, later)).toMatchObject({ kind: 'wait' });
    const [row] = await database.db.select({ revealed: battles.revealedRounds }).from(battles).where(eq(battles.id, id));
    expect(row!.revealed).toBe(1);
    await runBattleJobs(database.db, app.realtime);
  });

  it('resumes a started battle whose job was lost with the outcome decided at start', async () => {
    const p = await makePlayer(database.db, 10_000);
    const { ulid, id } = await newBattle(p, '1v1v1v1', 6);
    await call(app, 'POST', '/api/old/start', p, { ulid });
    const decided = await database.db.select().from(battleDrops).where(eq(battleDrops.battleId, id)).orderBy(asc(battleDrops.id));
    await database.db.delete(jobs).where(eq(jobs.dedupeKey, `battle-reveal:${id}`));
    expect(await resumeBattles(database.db, new Date())).toBeGreaterThanOrEqual(1);
    await runBattleJobs(database.db, app.realtime);
    const [b] = await database.db.select().from(battles).where(eq(battles.id, id));
    expect(b!.status).toBe('finished');
    // The finish only links the winners' new items to their drops; the drops themselves stay as decided.
    const after = await database.db.select().from(battleDrops).where(eq(battleDrops.battleId, id)).orderBy(asc(battleDrops.id));
    expect(after.map((d) => ({ ...d, inventoryItemId: null }))).toEqual(decided);
    expect(b!.verifiedAt).not.toBeNull();
    expect(b!.flagged).toBe(false);
  });

  it('releases, once, the hidden items a battle started by an earlier version already holds', async () => {
    const [a, b] = await Promise.all([makePlayer(database.db, 10_000), makePlayer(database.db, 10_000)]);
    const { ulid, id } = await newBattle(a, '1v1', 2);
    await call(app, 'POST', '/api/old/join', b, { ulid });
    const members = await database.db.select().from(battleMembers).where(eq(battleMembers.battleId, id));
    const drops = await database.db.select().from(battleDrops).where(eq(battleDrops.battleId, id));
    // What the start used to write: each won item created hidden and linked to its drop.
    const held: number[] = [];
    for (const d of drops) {
      const owner = members.find((m) => m.seat === d.ownerSeat)!;
      const [row] = await database.db.insert(inventoryItems).values({ userId: owner.userId, itemId: d.itemId, price: d.price, status: 'before', source: 'Battle' }).returning({ id: inventoryItems.id });
      await database.db.update(battleDrops).set({ inventoryItemId: row!.id }).where(eq(battleDrops.id, d.id));
      held.push(row!.id);
    }
    await runBattleJobs(database.db, app.realtime);
    const items = await database.db.select().from(inventoryItems).where(inArray(inventoryItems.userId, members.map((m) => m.userId)));
    expect(items.map((i) => [i.id, i.status]).sort()).toEqual(held.map((i) => [i, 'progress']).sort());
    const [row] = await database.db.select().from(battles).where(eq(battles.id, id));
    expect(row).toMatchObject({ status: 'finished', flagged: false });
  });

  it('splits a 2v2 win between the human winners and gives the bots’ share to the house', async () => {
    const [a, b] = await Promise.all([makePlayer(database.db, 10_000), makePlayer(database.db, 10_000)]);
    const { ulid, id } = await newBattle(a, '2v2', 8);
    await call(app, 'POST', '/api/old/join', b, { ulid, seat: 3 });
    await call(app, 'POST', '/api/old/start', a, { ulid });
    await runBattleJobs(database.db, app.realtime);
    const [row] = await database.db.select().from(battles).where(eq(battles.id, id));
    const members = await database.db.select().from(battleMembers).where(eq(battleMembers.battleId, id));
    const winners = members.filter((m) => m.isWinner);
    expect(winners.map((m) => m.team)).toEqual([row!.winnerTeam, row!.winnerTeam]);
    const humanWins = members.reduce((s, m) => s + (m.winAmount ?? 0), 0);
    expect(humanWins + row!.houseValue).toBe(row!.totalValue);
    expect(winners.filter((m) => m.isBot).every((m) => m.winAmount === 0)).toBe(true);
    expect(await bookMismatches(database.db)).toEqual([]);
  });
});

describe('battles nobody starts', () => {
  it('are called off after the longest wait and every member is refunded, once', async () => {
    const [a, b] = await Promise.all([makePlayer(database.db, 10_000), makePlayer(database.db, 10_000)]);
    const { ulid, id } = await newBattle(a, '1v1v1', 3);
    await call(app, 'POST', '/api/old/join', b, { ulid });
    expect(await expireBattles(database.db, 3_600_000, new Date())).toEqual([]);
    const later = new Date(Date.now() + 2 * 3_600_000);
    const expired = await expireBattles(database.db, 3_600_000, later);
    expect(expired.find((e) => e.ulid === ulid)?.userIds.sort()).toEqual([a.userId, b.userId].sort());
    expect(await expireBattles(database.db, 3_600_000, later)).toEqual([]);
    const [row] = await database.db.select({ status: battles.status }).from(battles).where(eq(battles.id, id));
    expect(row!.status).toBe('cancelled');
    expect(await balanceOf(database.db, a.userId)).toBe(10_000);
    expect(await balanceOf(database.db, b.userId)).toBe(10_000);
    expect(await bookMismatches(database.db)).toEqual([]);
  });
});

describe('the post-battle self-check', () => {
  it('flags a finished battle whose stored drops no longer match its seed, and logs it', async () => {
    const p = await makePlayer(database.db, 10_000);
    const { ulid, id } = await newBattle(p, '1v1', 3);
    await call(app, 'POST', '/api/old/start', p, { ulid });
    await runBattleJobs(database.db, app.realtime);
    const [clean] = await database.db.select().from(battles).where(eq(battles.id, id));
    expect(clean).toMatchObject({ flagged: false, flagReason: null });

    await database.db
      .update(battleDrops)
      .set({ itemId: sql`CASE WHEN ${battleDrops.itemId} = ${catalog.itemIds[0]!} THEN ${catalog.itemIds[2]!}::int ELSE ${catalog.itemIds[0]!}::int END` })
      .where(eq(battleDrops.battleId, id));
    const result = await selfCheckBattle(database.db, id, new Date());
    expect(result!.ok).toBe(false);
    const [flagged] = await database.db.select().from(battles).where(eq(battles.id, id));
    expect(flagged!.flagged).toBe(true);
    expect(flagged!.flagReason).toMatch(/drop differs/);

    // Through the job, the mismatch reaches the error log.
    await database.db.delete(jobs).where(eq(jobs.dedupeKey, `battle-self-check:${id}`));
    await database.db.update(battles).set({ verifiedAt: null }).where(eq(battles.id, id));
    await resumeBattles(database.db, new Date());
    const log = collectingLog();
    await runBattleJobs(database.db, app.realtime, log);
    expect(log.errors.map((e) => e.message)).toContain('battle failed its self-check');
  });
});

describe('battle messages', () => {
  it('are all events of their channel in the domain', () => {
    expect(messages.length + unparsed.length).toBeGreaterThan(0);
    expect(unparsed).toEqual([]);
  });
});
