import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairnessSeeds, ledger, techiesGames } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { bearer, createTestApp, longRuns, type TestApp } from './helpers.js';
import { minesOf, playerWithMoney, safeCellsOf, techiesCalls } from './techies-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { FEATURES: 'techies', OPEN_RATE_LIMIT: '100000' } });
});
afterAll(() => t.close());

async function payouts(userId: number) {
  return t.database.db.select().from(ledger).where(and(eq(ledger.userId, userId), like(ledger.reason, 'techies_%')));
}

describe.skipIf(!longRuns)('techies under concurrency', () => {
  it('20 simultaneous cash-outs pay once', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 10_000);
    const play = techiesCalls(t.app, user.token);
    const { game } = (await play.start(10, 3)).json().data;
    await play.reveal(game.id, safeCellsOf(await minesOf(t.database.db, game.id))[0]!);
    const responses = await Promise.all(Array.from({ length: 20 }, () => play.cashOut(game.id)));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array(19).fill('techies_game_not_active'));
    // 10 ₽ × 1.10.
    expect(ok[0]!.json().data.game.payout).toBe(11);
    expect((await payouts(user.userId)).map((l) => l.delta).sort((a, b) => a - b)).toEqual([-1000, 1100]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('a mine racing a cash-out either pays or loses, never both', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 100_000);
    const play = techiesCalls(t.app, user.token);
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const { game } = (await play.start(5, 3)).json().data;
      const mines = await minesOf(t.database.db, game.id);
      await play.reveal(game.id, safeCellsOf(mines)[0]!);
      // Half the rounds send the mine first, half the cash-out first.
      const calls = [() => play.reveal(game.id, mines[0]!), () => play.cashOut(game.id)];
      if (round % 2 === 1) calls.reverse();
      const responses = await Promise.all(calls.map((call) => call()));
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const [row] = await t.database.db.select().from(techiesGames).where(eq(techiesGames.id, game.id));
      const credited = (await payouts(user.userId)).filter((l) => l.ref === `techies:${game.id}` && l.delta > 0);
      if (row!.status === 'cashed') expect(credited.map((l) => l.delta)).toEqual([550]);
      else expect([row!.status, credited]).toEqual(['lost', []]);
      outcomes.add(row!.status);
    }
    expect([...outcomes].every((s) => s === 'cashed' || s === 'lost')).toBe(true);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('simultaneous starts open one game and take one stake', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 10_000);
    const play = techiesCalls(t.app, user.token);
    const responses = await Promise.all(Array.from({ length: 10 }, () => play.start(3, 3)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(responses.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(new Set(['techies_game_active']));
    expect((await payouts(user.userId)).map((l) => l.delta)).toEqual([-300]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('a rotation racing a start never reveals the seed of a running field', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 100_000);
    const play = techiesCalls(t.app, user.token);
    const rotate = () => t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(user.token) });
    for (let round = 0; round < 6; round += 1) {
      const calls = [() => play.start(1, 3), rotate];
      if (round % 2 === 1) calls.reverse();
      const responses = await Promise.all(calls.map((call) => call()));
      const [started, rotated] = round % 2 === 0 ? responses : [responses[1], responses[0]];
      expect(started!.statusCode).toBe(200);
      // The rotation went first (200) or found the game running and was refused.
      expect([200, 409]).toContain(rotated!.statusCode);
      const { game } = started!.json().data;
      const [row] = await t.database.db
        .select({ active: fairnessSeeds.active })
        .from(techiesGames)
        .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, techiesGames.seedId))
        .where(eq(techiesGames.id, game.id));
      // The game's pair is still the hidden, active one.
      expect(row!.active).toBe(true);
      await play.reveal(game.id, (await minesOf(t.database.db, game.id))[0]!);
    }
  });

  it('simultaneous reveals of different cells keep every opened cell and one outcome', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 10_000);
    const play = techiesCalls(t.app, user.token);
    const { game } = (await play.start(2, 3)).json().data;
    const safe = safeCellsOf(await minesOf(t.database.db, game.id)).slice(0, 6);
    const responses = await Promise.all(safe.map((cell) => play.reveal(game.id, cell)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await t.database.db.select().from(techiesGames).where(eq(techiesGames.id, game.id));
    expect([...row!.revealed].sort((a, b) => a - b)).toEqual(safe);
    const done = (await play.cashOut(game.id)).json().data.game;
    // Six safe cells of 3 mines: C(25,6)/C(22,6) × 0.97 = 2.3023… → ×2.30; 2 ₽ → 4.60 ₽.
    expect([done.multiplier, done.payout]).toEqual([2.3, 4.6]);
  });
});
