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
