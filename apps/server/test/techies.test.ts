import { hashServerSeed, techiesMultiplier, techiesPayout, verifyTechies } from '@tastydrop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, techiesGames } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { minesOf, playerWithMoney, safeCellsOf, techiesCalls } from './techies-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { FEATURES: 'techies', OPEN_RATE_LIMIT: '100000' } });
});
afterAll(() => t.close());

async function balance(token: string): Promise<number> {
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
  return (me.json().data as { finance: { balance: number } }).finance.balance;
}

describe('a techies game', () => {
  it('debits the stake once, hides the field while it runs, and allows one running game', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 10_000);
    const play = techiesCalls(t.app, user.token);
    const res = await play.start(12.34, 3);
    expect(res.statusCode).toBe(200);
    const { game, balance: after } = res.json().data;
    expect(after).toBe(87.66);
    expect(game).toMatchObject({ status: 'active', stake: 12.34, mines: 3, revealed: [], mine_cells: null, server_seed: null, multiplier: 1, next_multiplier: 1.1, cash_out: 0 });
    const stakes = await t.database.db.select().from(ledger).where(and(eq(ledger.userId, user.userId), eq(ledger.reason, 'techies_stake')));
    expect(stakes.map((l) => [l.delta, l.idempotencyKey])).toEqual([[-1234, `techies:${game.id}:stake`]]);

    const second = await play.start(1, 3);
    expect([second.statusCode, second.json().code]).toEqual([409, 'techies_game_active']);
    const active = await play.get('/api/v1/techies/games/active');
    expect(active.json().data.game).toMatchObject({ id: game.id, mine_cells: null });
    expect(await balance(user.token)).toBe(87.66);
  });

  it('cashes out exactly the shown amount: stake × multiplier, rounded down, and the ledger balances', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 100_000);
    const play = techiesCalls(t.app, user.token);
    const { game } = (await play.start(3.33, 3)).json().data;
    const [first, second] = safeCellsOf(await minesOf(t.database.db, game.id));
    await play.reveal(game.id, first!);
    const shown = (await play.reveal(game.id, second!)).json().data.game;
    // (25·24)/(22·21) × 0.97 → ×1.25; 333 × 1.25 = 416.25 → 4.16.
    expect(shown).toMatchObject({ status: 'active', multiplier: 1.25, cash_out: 4.16, revealed: [first, second] });
    expect(shown.cash_out).toBe(techiesPayout(333, techiesMultiplier(3, 2)) / 100);
    const before = await balance(user.token);
    const done = (await play.cashOut(game.id)).json().data;
    expect(done.game).toMatchObject({ status: 'cashed', payout: 4.16, next_multiplier: null });
    expect(done.game.mine_cells).toHaveLength(3);
    expect(done.balance).toBe(Math.round((before + 4.16) * 100) / 100);
    expect(await balance(user.token)).toBe(done.balance);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('loses the stake on a mine and refuses every move after it', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 1_000);
    const play = techiesCalls(t.app, user.token);
    const { game } = (await play.start(5, 5)).json().data;
    const mines = await minesOf(t.database.db, game.id);
    const lost = (await play.reveal(game.id, mines[2]!)).json().data;
    expect(lost.game).toMatchObject({ status: 'lost', payout: 0, cash_out: 0, mine_cells: mines, revealed: [mines[2]] });
    expect(lost.balance).toBe(5);
    for (const res of [await play.reveal(game.id, safeCellsOf(mines)[0]!), await play.cashOut(game.id)]) {
      expect([res.statusCode, res.json().code]).toEqual([409, 'techies_game_not_active']);
    }
    expect(await balance(user.token)).toBe(5);
    // A new game may start once the last one is over.
    expect((await play.start(5, 1)).statusCode).toBe(200);
  });

  it('refuses a cash-out before the first safe cell and a cell opened twice', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 1_000);
    const play = techiesCalls(t.app, user.token);
    const { game } = (await play.start(1, 2)).json().data;
    expect((await play.cashOut(game.id)).json().code).toBe('techies_nothing_to_cash');
    const safe = safeCellsOf(await minesOf(t.database.db, game.id))[0]!;
    expect((await play.reveal(game.id, safe)).statusCode).toBe(200);
    expect((await play.reveal(game.id, safe)).json().code).toBe('techies_cell_opened');
  });

  it('cashes out by itself when the last safe cell opens', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 1_000);
    const play = techiesCalls(t.app, user.token);
    const { game } = (await play.start(2, 24)).json().data;
    const [safe] = safeCellsOf(await minesOf(t.database.db, game.id));
    const done = (await play.reveal(game.id, safe!)).json().data;
    // 25 × 0.97 = ×24.25 on 2 ₽.
    expect(done.game).toMatchObject({ status: 'cashed', multiplier: 24.25, payout: 48.5 });
    expect(done.balance).toBe(10 - 2 + 48.5);
  });

  it('re-verifies from its seeds once the pair is rotated', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 1_000);
    const play = techiesCalls(t.app, user.token);
    const { game } = (await play.start(1, 4)).json().data;
    await play.reveal(game.id, (await minesOf(t.database.db, game.id))[0]!);
    const hidden = (await play.get(`/api/v1/provably-fair/techies/${game.id}`)).json().data;
    expect(hidden.server_seed).toBeNull();
    await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(user.token) });
    const record = (await play.get(`/api/v1/provably-fair/techies/${game.id}`)).json().data;
    expect(hashServerSeed(record.server_seed)).toBe(record.server_seed_hash);
    const check = verifyTechies({ serverSeed: record.server_seed, clientSeed: record.client_seed, nonce: record.nonce, mineCount: record.mines, mines: record.mine_cells });
    expect(check.matches).toBe(true);
    expect(record.mine_cells).toEqual(await minesOf(t.database.db, game.id));
    const listed = (await play.get('/api/v1/techies/games?per_page=5')).json().data.items;
    expect(listed.map((g: { id: number }) => g.id)).toEqual([game.id]);
  });

  it('lets anyone check a finished game, signed in or not, and nobody but its player see a running one', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 1_000);
    const play = techiesCalls(t.app, user.token);
    const running = (await play.start(1, 4)).json().data.game;
    const other = await registerUser(t.app);
    const guestGet = (id: number) => t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/techies/${id}` });
    expect((await guestGet(running.id)).statusCode).toBe(404);
    expect((await techiesCalls(t.app, other.token).get(`/api/v1/provably-fair/techies/${running.id}`)).statusCode).toBe(404);
    expect((await play.get(`/api/v1/provably-fair/techies/${running.id}`)).json().data.mine_cells).toBeNull();

    await play.reveal(running.id, (await minesOf(t.database.db, running.id))[0]!);
    await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(user.token) });
    const asGuest = await guestGet(running.id);
    expect(asGuest.statusCode).toBe(200);
    const record = asGuest.json().data;
    expect(record.mine_cells).toEqual(await minesOf(t.database.db, running.id));
    expect(hashServerSeed(record.server_seed)).toBe(record.server_seed_hash);
    expect((await techiesCalls(t.app, other.token).get(`/api/v1/provably-fair/techies/${running.id}`)).json().data).toEqual(record);
    expect((await guestGet(999_999)).statusCode).toBe(404);
  });

  it('keeps the seed pair while a field is running: no rotation reveals its mines', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 1_000);
    const play = techiesCalls(t.app, user.token);
    const { game } = (await play.start(1, 3)).json().data;
    const rotate = await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(user.token) });
    expect([rotate.statusCode, rotate.json().code]).toEqual([409, 'techies_game_active']);
    const reseed = await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/client-seed', headers: bearer(user.token), payload: { client_seed: 'mine' } });
    expect(reseed.json().code).toBe('techies_game_active');
    await play.reveal(game.id, (await minesOf(t.database.db, game.id))[0]!);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(user.token) })).statusCode).toBe(200);
  });

  it('refuses a stake the balance does not cover, leaving no game behind', async () => {
    const user = await playerWithMoney(t.app, t.database.db, 100);
    const res = await techiesCalls(t.app, user.token).start(2, 3);
    expect([res.statusCode, res.json().code]).toEqual([402, 'balance_error']);
    expect(await t.database.db.select().from(techiesGames).where(eq(techiesGames.userId, user.userId))).toEqual([]);
  });

  it('answers a guest 401 and bad input a validation error', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/techies/games', payload: { stake: 1, mines: 3 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/techies/games/active' })).statusCode).toBe(401);
    const user = await playerWithMoney(t.app, t.database.db, 1_000);
    const play = techiesCalls(t.app, user.token);
    for (const [stake, mines] of [[1, 0], [1, 25], [1, 2.5], [0.5, 3], [1.001, 3], [100_001, 3], ['1', 3]] as const) {
      const res = await play.start(stake as number, mines);
      expect([res.statusCode, res.json().code], `${stake} ${mines}`).toEqual([400, 'validation']);
    }
    const { game } = (await play.start(1, 3)).json().data;
    for (const cell of [-1, 25, 1.5]) expect((await play.reveal(game.id, cell)).json().code).toBe('validation');
    expect((await play.reveal(999_999_999, 0)).statusCode).toBe(404);
  });
});

describe('with the flag off', () => {
  it('every techies call answers feature_disabled and the site config says so', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      const user = await playerWithMoney(off.app, off.database.db, 1_000);
      const play = techiesCalls(off.app, user.token);
      for (const res of [await play.start(1, 3), await play.get('/api/v1/techies/games/active'), await play.cashOut(1)]) {
        expect([res.statusCode, res.json().code]).toEqual([404, 'feature_disabled']);
      }
      const config = await off.app.inject({ method: 'GET', url: '/api/v1/site-config' });
      expect(config.json().data.features.techies).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data.features.techies).toBe(true);
    } finally {
      await off.close();
    }
  });
});
