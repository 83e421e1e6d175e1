import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { battleMembers, battles, ledger } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createTestApp, longRuns, type TestApp } from './helpers.js';
import { balanceOf, call, makePlayer, type Player } from './battles-fixtures.js';

let t: TestApp;
let catalog: FixtureCatalog;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  catalog = await seedFixtureCatalog(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const STAKE = 500; // 5 rounds of the 1-rouble case
const START = 10_000;

async function openBattle(mode: string): Promise<{ ulid: string; creator: Player }> {
  const creator = await makePlayer(t.database.db, START, 'creator');
  const res = await call(t.app, 'POST', '/api/old/battles', creator, { cases: [{ id: catalog.cases.basic!, count: 5 }], mode });
  return { ulid: res.data.battle_ulid as string, creator };
}

async function stakesPaid(ulid: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledger)
    .where(and(eq(ledger.ref, `battle:${ulid}`), eq(ledger.reason, 'battle_stake')));
  return row!.n;
}

describe.skipIf(!longRuns)('racing for the last seat', () => {
  it('50 players at once: one takes the seat and pays once, the others are refused and keep their money', async () => {
    const { ulid } = await openBattle('1v1v1');
    const second = await makePlayer(t.database.db, START);
    expect((await call(t.app, 'POST', '/api/old/join', second, { ulid })).status).toBe(200);

    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => makePlayer(t.database.db, START, `racer${i}`)));
    const answers = await Promise.all(racers.map((p) => call(t.app, 'POST', '/api/old/join', p, { ulid })));
    const winners = answers.flatMap((a, i) => (a.status === 200 ? [racers[i]!] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => ['battle_wrong_status', 'battle_full'].includes(a.data.code as string))).toBe(true);

    const [battle] = await t.database.db.select().from(battles).where(eq(battles.ulid, ulid));
    expect(battle!.status).toBe('started'); // the last seat starts the battle
    const members = await t.database.db.select().from(battleMembers).where(eq(battleMembers.battleId, battle!.id));
    expect(members.map((m) => m.seat).sort()).toEqual([1, 2, 3]);
    expect(members.some((m) => m.userId === winners[0]!.userId)).toBe(true);
    expect(await stakesPaid(ulid)).toBe(3);
    for (const p of racers) expect(await balanceOf(t.database.db, p.userId)).toBe(p === winners[0] ? START - STAKE : START);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  }, 120_000);

  it('the creator starting while players race: either a player or a bot gets the seat, never both', async () => {
    const { ulid, creator } = await openBattle('1v1');
    const racers = await Promise.all(Array.from({ length: 20 }, (_, i) => makePlayer(t.database.db, START, `late${i}`)));
    const [start, ...joins] = await Promise.all([
      call(t.app, 'POST', '/api/old/start', creator, { ulid }),
      ...racers.map((p) => call(t.app, 'POST', '/api/old/join', p, { ulid })),
    ]);
    const joined = joins.filter((a) => a.status === 200).length;
    expect(joined + (start!.status === 200 ? 1 : 0)).toBe(1);
    const [battle] = await t.database.db.select().from(battles).where(eq(battles.ulid, ulid));
    const members = await t.database.db.select().from(battleMembers).where(eq(battleMembers.battleId, battle!.id));
    expect(members).toHaveLength(2);
    expect(members.filter((m) => m.isBot)).toHaveLength(start!.status === 200 ? 1 : 0);
    expect(await stakesPaid(ulid)).toBe(2);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  }, 120_000);

  it('one player joining two battles at once sits in only one', async () => {
    const [a, b] = await Promise.all([openBattle('1v1v1v1'), openBattle('1v1v1v1')]);
    const p = await makePlayer(t.database.db, START);
    const answers = await Promise.all([a, b, a, b].map((x) => call(t.app, 'POST', '/api/old/join', p, { ulid: x.ulid })));
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    expect(answers.filter((x) => x.status !== 200).every((x) => x.data.code === 'battle_already_in')).toBe(true);
    expect(await balanceOf(t.database.db, p.userId)).toBe(START - STAKE);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  }, 60_000);
});
