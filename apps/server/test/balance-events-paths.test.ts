import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalChannel } from '../src/platform/realtime/hub.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { giveItems, seedUpgradeCatalog } from './upgrades-fixtures.js';
import { minesOf, safeCellsOf, techiesCalls } from './techies-fixtures.js';

/** Every money path tells the player's sockets its final balances once, through the wallet's event. */
let t: TestApp;
let idOf: Map<number, number>;
const heard = new Map<string, Record<string, unknown>[]>();
/** Every personal message in arrival order, whatever its event. */
const all = new Map<string, Record<string, unknown>[]>();
beforeAll(async () => {
  t = await createTestApp({ env: { FEATURES: 'techies', OPEN_RATE_LIMIT: '100000', TEST_FIXTURES: 'true' } });
  await seedFixtureCatalog(t.database.db);
  idOf = await seedUpgradeCatalog(t.database.db);
  t.broker.onMessage((channel, payload) => {
    const message = JSON.parse(payload) as Record<string, unknown>;
    all.set(channel, [...(all.get(channel) ?? []), message]);
    if (message.event === 'balance') heard.set(channel, [...(heard.get(channel) ?? []), message]);
  });
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerUser>>;
const messagesOf = (user: Player) => heard.get(personalChannel(user.userId)) ?? [];
const post = (user: Player, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

async function me(user: Player): Promise<{ balance: number; coin_balance: number }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(user.token) });
  return (res.json().data as { finance: { balance: number; coin_balance: number } }).finance;
}

/**
 * Runs `action`, then a marker credit of 0.01, and returns the balance messages the action caused
 * (the broker keeps a channel's order: once the marker's message is here, the action's are too).
 */
async function messagesFrom(user: Player, action: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const before = messagesOf(user).length;
  await action();
  const marker = await post(user, '/api/test/credit', { amount: 0.01 });
  expect(marker.statusCode).toBe(200);
  const markerBalance = (marker.json().data as { balance: number }).balance;
  await expect.poll(() => messagesOf(user).at(-1)?.balance).toBe(markerBalance);
  return messagesOf(user).slice(before, -1);
}

async function richPlayer(money: number): Promise<Player> {
  const user = await registerUser(t.app);
  expect((await post(user, '/api/test/credit', { amount: money })).statusCode).toBe(200);
  return user;
}

describe('the balance event of each money path', () => {
  it('a refill fixture credit', async () => {
    const user = await registerUser(t.app);
    const sent = await messagesFrom(user, () => post(user, '/api/test/credit', { amount: 12.5, currency: 'coins' }));
    expect(sent).toEqual([{ event: 'balance', balance: 0, coinBalance: 12.5 }]);
  });

  it('a case opening, and none for an opening refused for the balance', async () => {
    const user = await richPlayer(1.5);
    let opened: Record<string, unknown> = {};
    const sent = await messagesFrom(user, async () => {
      const res = await post(user, '/api/v1/cases/basic/open', {});
      expect(res.statusCode).toBe(200);
      opened = res.json().data as Record<string, unknown>;
    });
    expect(sent).toEqual([{ event: 'balance', balance: opened.balance, coinBalance: opened.coin_balance }]);
    expect(sent[0]!.balance).toBe(0.5);
    const refused = await messagesFrom(user, async () => {
      expect((await post(user, '/api/v1/cases/basic/open', {})).json().code).toBe('balance_error');
    });
    expect(refused).toEqual([]);
  });

  it('a sale: its statechange, then the balance, then sell_done (the page holds the gain from the first to the last)', async () => {
    const user = await registerUser(t.app);
    const [id] = await giveItems(t.database.db, user.userId, [{ itemId: idOf.get(1_000)!, price: 1_000 }]);
    const before = all.get(personalChannel(user.userId))?.length ?? 0;
    const sent = await messagesFrom(user, async () => expect((await post(user, '/api/v1/inventory/sell', { id })).statusCode).toBe(200));
    expect(sent).toEqual([{ event: 'balance', balance: 10, coinBalance: 0 }]);
    const order = (all.get(personalChannel(user.userId)) ?? []).slice(before).map((m) => m.event);
    expect(order.slice(0, 3)).toEqual(['statechange', 'balance', 'sell_done']);
  });

  it('an upgrade: a loss credits coins and tells them, a win moves no balance and tells nothing', async () => {
    const user = await registerUser(t.app);
    const ids = await giveItems(t.database.db, user.userId, [{ itemId: idOf.get(10_000)!, price: 10_000 }]);
    let success = false;
    const sent = await messagesFrom(user, async () => {
      const res = await post(user, '/api/v1/upgrades/upgrade-items', { items: ids, target_item_id: idOf.get(50_000) });
      expect(res.statusCode).toBe(200);
      success = (res.json().data as { success: boolean }).success;
    });
    const { coin_balance: coins } = await me(user);
    // The single path knows both balances, the batched one only the coins it wrote.
    if (success) expect(sent).toEqual([]);
    else {
      expect(coins).toBeGreaterThan(0);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ event: 'balance', coinBalance: coins });
    }
  });

  it('a techies game: the stake, then the cash-out', async () => {
    const user = await richPlayer(100);
    const play = techiesCalls(t.app, user.token);
    let gameId = 0;
    const staked = await messagesFrom(user, async () => {
      gameId = ((await play.start(10, 3)).json().data as { game: { id: number } }).game.id;
    });
    expect(staked).toEqual([{ event: 'balance', balance: 90, coinBalance: 0 }]);
    const [cell] = safeCellsOf(await minesOf(t.database.db, gameId));
    const cashed = await messagesFrom(user, async () => {
      await play.reveal(gameId, cell!);
      expect((await play.cashOut(gameId)).statusCode).toBe(200);
    });
    // The marker credit of 0.01 came after the cash-out.
    expect(cashed).toEqual([{ event: 'balance', balance: Math.round((await me(user)).balance * 100 - 1) / 100, coinBalance: 0 }]);
  });
});
