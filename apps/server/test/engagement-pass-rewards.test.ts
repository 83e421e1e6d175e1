import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battlePassCost } from '@tastydrop/domain';
import { and, eq, like } from 'drizzle-orm';
import { battlePassLevels, eventUsers, events, freeCaseGrants, ledger, users } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { seedDatabase } from '../src/seed/index.js';
import { caseBySlug, richPlayer, type Player } from './engagement-fixtures.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, 'dota');
  const [event] = await t.database.db.select().from(events).where(eq(events.slug, 'autumn'));
  eventId = event!.id;
});
afterAll(() => t.close());

/** A player who has earned enough event coins to reach `level`. */
async function playerAtLevel(level: number): Promise<Player> {
  const player = await richPlayer(t.app, t.database.db, 100);
  await t.database.db.insert(eventUsers).values({ eventId, userId: player.userId, coinsEarned: battlePassCost(level) });
  return player;
}

async function claimTwenty(player: Player, level: number) {
  const claims = await Promise.all(
    Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: `/api/v1/event/challenge/prize/${level}`, headers: bearer(player.token) })),
  );
  const ok = claims.filter((c) => c.statusCode === 200);
  expect(ok).toHaveLength(1);
  expect(claims.filter((c) => c.statusCode !== 200).map((c) => c.json().code)).toEqual(Array(19).fill('challenge_already_claimed'));
  return ok[0]!.json().data as { prize_type: string; money: number; coins: number; cases: { case_id: number; name: string; title: string; img: string; amount: number }[]; balance: number };
}

const grantsOf = (userId: number) => t.database.db.select().from(freeCaseGrants).where(eq(freeCaseGrants.userId, userId));
const levelPayments = (userId: number) => t.database.db.select().from(ledger).where(and(eq(ledger.userId, userId), like(ledger.reason, 'battle_pass_level')));

describe('battle pass rare and ultra rewards', () => {
  it('describes rare levels as free cases and the ultra level as a case plus money', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/challenge' });
    const levels = res.json().data.levels as { level: number; balance_data: { coins: number; money: number }; case_data: { amount: number; img: string; url: string; name: string }[] }[];
    const leaves = await caseBySlug(t.database.db, 'autumn-leaves');
    expect(levels.find((l) => l.level === 15)!.case_data).toEqual([{ amount: 2, img: leaves.appearance.image, url: '/open/autumn-leaves', name: leaves.name }]);
    expect(levels.find((l) => l.level === 30)!.case_data[0]).toMatchObject({ amount: 1, url: '/open/harvest' });
    expect(levels.find((l) => l.level === 40)!.case_data[0]).toMatchObject({ amount: 2, url: '/open/harvest' });
    const ultra = levels.find((l) => l.level === 50)!;
    expect(ultra.case_data[0]).toMatchObject({ amount: 1, url: '/open/golden' });
    expect(ultra.balance_data).toEqual({ coins: 0, money: 1000 });
    for (const l of levels.filter((x) => ![15, 30, 40, 50].includes(x.level))) expect(l.case_data).toEqual([]);
  });

  it('twenty simultaneous claims of a rare level grant its free case once, and the case opens', async () => {
    const player = await playerAtLevel(15);
    const prize = await claimTwenty(player, 15);
    const leaves = await caseBySlug(t.database.db, 'autumn-leaves');
    expect(prize).toMatchObject({ prize_type: 'case', money: 0, coins: 0, cases: [{ case_id: leaves.id, name: 'autumn-leaves', title: leaves.name, amount: 2 }] });
    const grants = await grantsOf(player.userId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ caseId: leaves.id, remaining: 2, source: 'event', grantKey: `bp-level:${eventId}:${player.userId}:15:case:${leaves.id}` });
    expect(await levelPayments(player.userId)).toEqual([]);

    const free = await t.app.inject({ method: 'GET', url: '/api/v1/cases/free', headers: bearer(player.token) });
    const listed = free.json().data as { grant_id: number; name: string; remaining: number }[];
    expect(listed).toMatchObject([{ grant_id: grants[0]!.id, name: 'autumn-leaves', remaining: 2 }]);
    const open = await t.app.inject({ method: 'POST', url: `/api/v1/cases/free/${grants[0]!.id}/open`, headers: bearer(player.token) });
    expect(open.statusCode).toBe(200);
    const [after] = await grantsOf(player.userId);
    expect(after!.remaining).toBe(1);
    const [user] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, player.userId));
    expect(user!.balance).toBe(10_000);
  });

  it('twenty simultaneous claims of the ultra level grant its case and its money once; the ledger is exact', async () => {
    const player = await playerAtLevel(50);
    const golden = await caseBySlug(t.database.db, 'golden');
    const popup = await t.app.inject({ method: 'GET', url: '/api/v1/popup/info', headers: bearer(player.token) });
    expect((popup.json().data.chaleng.levels as { level: number; reward: string }[]).find((l) => l.level === 50)!.reward).toBe(`${golden.name} ×1, 1000 RUB`);
    const prize = await claimTwenty(player, 50);
    expect(prize).toMatchObject({ prize_type: 'case', money: 1000, coins: 0, cases: [{ case_id: golden.id, amount: 1 }], balance: 1100 });
    const grants = await grantsOf(player.userId);
    expect(grants.map((g) => ({ caseId: g.caseId, remaining: g.remaining }))).toEqual([{ caseId: golden.id, remaining: 1 }]);
    const paid = await levelPayments(player.userId);
    expect(paid.map((p) => ({ currency: p.currency, delta: p.delta }))).toEqual([{ currency: 'money', delta: 100_000 }]);
    const [user] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, player.userId));
    expect(user!.balance).toBe(110_000);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('grants nothing when the level has no case in the catalog any more', async () => {
    await t.database.db.update(battlePassLevels).set({ rewardCases: [{ caseId: 999_999, opens: 1 }] }).where(and(eq(battlePassLevels.eventId, eventId), eq(battlePassLevels.level, 30)));
    const player = await playerAtLevel(30);
    const prize = await claimTwenty(player, 30);
    expect(prize.cases).toEqual([]);
    expect(await grantsOf(player.userId)).toEqual([]);
  });
});
