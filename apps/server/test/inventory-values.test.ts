import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryValue } from '../src/modules/inventory/inventory-value.js';
import { inventoryItems, inventoryValues } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { createTestApp, registerUser, type TestApp } from './helpers.js';

// The kept inventory value (inventory_values, moved by inventory_items' statement triggers) against
// the sum it replaces, through statements that touch many players and rows at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const give = (rows: { userId: number; price: number; status?: string }[]) =>
  db()
    .insert(inventoryItems)
    .values(rows.map((r) => ({ itemId: 1, source: 'Case' as const, ...r })));

describe('the kept inventory value', () => {
  it('follows inserts, status and price changes and deletes of several players in one statement', async () => {
    const a = (await registerUser(t.app)).userId;
    const b = (await registerUser(t.app)).userId;
    const value = async () => [await inventoryValue(db(), a), await inventoryValue(db(), b)];
    expect(await value()).toEqual([0, 0]);

    // Available items count; one still hidden in a battle does not.
    await give([
      { userId: a, price: 100 },
      { userId: a, price: 250 },
      { userId: b, price: 40 },
      { userId: b, price: 999, status: 'before' },
    ]);
    expect(await value()).toEqual([350, 40]);

    // A status change away from available and back, each one statement over both players.
    const both = inArray(inventoryItems.userId, [a, b]);
    await db()
      .update(inventoryItems)
      .set({ status: 'withdrawal' })
      .where(and(both, inArray(inventoryItems.price, [100, 40])));
    expect(await value()).toEqual([250, 0]);
    await db().update(inventoryItems).set({ status: 'progress' }).where(and(both, eq(inventoryItems.price, 999)));
    expect(await value()).toEqual([250, 999]);

    // A change that leaves the value alone (a timer) and one that moves prices.
    await db().update(inventoryItems).set({ timerUntil: new Date() }).where(both);
    expect(await value()).toEqual([250, 999]);
    await db()
      .update(inventoryItems)
      .set({ price: sql`${inventoryItems.price} + 1` })
      .where(and(both, eq(inventoryItems.status, 'progress')));
    expect(await value()).toEqual([251, 1000]);

    await db()
      .delete(inventoryItems)
      .where(and(eq(inventoryItems.userId, a), eq(inventoryItems.status, 'progress')));
    expect(await value()).toEqual([0, 1000]);
    expect(await bookMismatches(db())).toEqual([]);
  });

  it('keeps the won and staked values of the profit through wins, stakes, packs, refunds and sales', async () => {
    const a = (await registerUser(t.app)).userId;
    const b = (await registerUser(t.app)).userId;
    const kept = async (userId: number) => {
      const [row] = await db().select({ won: inventoryValues.won, staked: inventoryValues.staked }).from(inventoryValues).where(eq(inventoryValues.userId, userId));
      return row ?? { won: 0, staked: 0 };
    };
    await db()
      .insert(inventoryItems)
      .values([
        { userId: a, itemId: 1, source: 'Case', price: 100 },
        { userId: a, itemId: 1, source: 'Upgrade', price: 300 },
        { userId: a, itemId: 1, source: 'Change', price: 50 },
        { userId: b, itemId: 1, source: 'Battle', price: 70, status: 'before' },
      ]);
    // An exchange is not a win; an item hidden in a battle already is.
    expect([await kept(a), await kept(b)]).toEqual([
      { won: 400, staked: 0 },
      { won: 70, staked: 0 },
    ]);
    // Staked in an upgrade, sold, and a pack opened (its contents enter as items of their own).
    const mine = (price: number) => and(eq(inventoryItems.userId, a), eq(inventoryItems.price, price));
    await db().update(inventoryItems).set({ status: 'to_upgrade' }).where(mine(300));
    await db().update(inventoryItems).set({ status: 'selled' }).where(mine(50));
    await db().update(inventoryItems).set({ status: 'unpacked' }).where(mine(100));
    expect(await kept(a)).toEqual({ won: 300, staked: 300 });
    // A stake given back (a refunded upgrade) leaves nothing staked.
    await db().update(inventoryItems).set({ status: 'progress' }).where(mine(300));
    expect(await kept(a)).toEqual({ won: 300, staked: 0 });
    expect(await bookMismatches(db())).toEqual([]);
  });

  it('is seen by the books check when it drifts', async () => {
    const user = (await registerUser(t.app)).userId;
    await give([{ userId: user, price: 70 }]);
    const shift = (by: number) =>
      db()
        .update(inventoryValues)
        .set({ value: sql`${inventoryValues.value} + ${by}` })
        .where(eq(inventoryValues.userId, user));
    await shift(1);
    expect(await bookMismatches(db())).toEqual([{ userId: user, book: 'items', recorded: 71, actual: 70 }]);
    await shift(-1);
    expect(await bookMismatches(db())).toEqual([]);
  });
});
