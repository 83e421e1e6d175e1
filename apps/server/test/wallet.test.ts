import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledger, users } from '../src/platform/db/schema/index.js';
import { AppError } from '../src/core/app-error.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit, creditMany, debit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { createTestDatabase } from './helpers.js';
import type { Database } from '../src/platform/db/index.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newUser(): Promise<number> {
  return createUser(database.db, { regType: 'quick', nickname: 'wallet' });
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

describe('wallet', () => {
  it('credits and debits with ledger rows that sum to the balance', async () => {
    const userId = await newUser();
    await database.db.transaction((tx) => credit(tx, { userId, currency: 'money', amount: 10_000, reason: 'test' }));
    await database.db.transaction((tx) => debit(tx, { userId, currency: 'money', amount: 2_550, reason: 'test' }));
    expect(await balanceOf(userId)).toBe(7_450);
    expect(await bookMismatches(database.db)).toEqual([]);
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const userId = await newUser();
    await credit(database.db, { userId, currency: 'money', amount: 100, reason: 'test' });
    await expect(database.db.transaction((tx) => debit(tx, { userId, currency: 'money', amount: 101, reason: 'test' }))).rejects.toSatisfy(
      (e: unknown) => e instanceof AppError && e.code === 'balance_error',
    );
    expect(await balanceOf(userId)).toBe(100);
  });

  it('credits once per idempotency key', async () => {
    const userId = await newUser();
    const key = `payment-${userId}`;
    expect(await credit(database.db, { userId, currency: 'money', amount: 500, reason: 'payment', idempotencyKey: key })).toBe(500);
    expect(await credit(database.db, { userId, currency: 'money', amount: 500, reason: 'payment', idempotencyKey: key })).toBeNull();
    expect(await balanceOf(userId)).toBe(500);
  });

  it('credits once when identical credits race, without an error for the others', async () => {
    const userId = await newUser();
    const key = `webhook-${userId}`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const after = await credit(tx, { userId, currency: 'money', amount: 700, reason: 'payment', idempotencyKey: key });
          // Keep the transaction open a moment, as a caller's other work would.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
          return after;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const values = results.map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'));
    expect(values.filter((v) => v === 700)).toHaveLength(1);
    expect(values.filter((v) => v === null)).toHaveLength(19);
    expect(await balanceOf(userId)).toBe(700);
    const rows = await database.db.select().from(ledger).where(eq(ledger.idempotencyKey, key));
    expect(rows).toMatchObject([{ delta: 700, balanceAfter: 700 }]);
    expect(await bookMismatches(database.db)).toEqual([]);
  });

  it('credits many in order: a running balance per player and currency, each key once', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await credit(database.db, { userId: a, currency: 'coins', amount: 5, reason: 'test', idempotencyKey: `many-used-${a}` });
    const results = await database.db.transaction((tx) =>
      creditMany(tx, [
        { userId: a, currency: 'coins', amount: 10, reason: 'test', idempotencyKey: `many-1-${a}` },
        { userId: b, currency: 'money', amount: 300, reason: 'test', idempotencyKey: `many-2-${b}` },
        { userId: a, currency: 'coins', amount: 7, reason: 'test', idempotencyKey: `many-used-${a}` },
        { userId: a, currency: 'money', amount: 40, reason: 'test', idempotencyKey: `many-3-${a}` },
        { userId: a, currency: 'coins', amount: 20, reason: 'test', idempotencyKey: `many-4-${a}` },
        { userId: a, currency: 'coins', amount: 20, reason: 'test', idempotencyKey: `many-4-${a}` },
      ]),
    );
    expect(results).toEqual([15, 300, null, 40, 35, null]);
    const rows = await database.db.select().from(ledger).where(eq(ledger.userId, a)).orderBy(ledger.id);
    expect(rows.map((r) => [r.currency, r.delta, r.balanceAfter])).toEqual([
      ['coins', 5, 5],
      ['coins', 10, 15],
      ['money', 40, 40],
      ['coins', 20, 35],
    ]);
    expect(await database.db.transaction((tx) => creditMany(tx, []))).toEqual([]);
    await expect(database.db.transaction((tx) => creditMany(tx, [{ userId: a, currency: 'coins', amount: 0, reason: 'x', idempotencyKey: 'zero' }]))).rejects.toThrow();
    await expect(
      database.db.transaction((tx) => creditMany(tx, [{ userId: 2_000_000_000, currency: 'coins', amount: 1, reason: 'x', idempotencyKey: 'nobody' }])),
    ).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.code === 'userNotFound');
    expect(await bookMismatches(database.db)).toEqual([]);
  });

  it('credits many once when identical lists race', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const list = [
      { userId: b, currency: 'money' as const, amount: 100, reason: 'test', idempotencyKey: `race-many-1-${b}` },
      { userId: a, currency: 'money' as const, amount: 200, reason: 'test', idempotencyKey: `race-many-2-${a}` },
    ];
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => database.db.transaction((tx) => creditMany(tx, list))));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const paid = results.filter((r) => r.status === 'fulfilled' && r.value.every((v) => v !== null));
    expect(paid).toHaveLength(1);
    expect(await balanceOf(a)).toBe(200);
    expect(await balanceOf(b)).toBe(100);
    expect(await bookMismatches(database.db)).toEqual([]);
  });

  it('numbers ledger rows past the integer range', async () => {
    const userId = await newUser();
    await database.db.execute(sql`SELECT setval(pg_get_serial_sequence('ledger', 'id'), 3000000000)`);
    await credit(database.db, { userId, currency: 'money', amount: 100, reason: 'test', idempotencyKey: `big-${userId}` });
    await credit(database.db, { userId, currency: 'money', amount: 100, reason: 'test' });
    const rows = await database.db.select({ id: ledger.id }).from(ledger).where(eq(ledger.userId, userId));
    expect(rows.map((r) => r.id).sort()).toEqual([3_000_000_001, 3_000_000_002]);
  });

  it('never goes below zero under 200 concurrent debits that it can pay 37 of', async () => {
    const userId = await newUser();
    await credit(database.db, { userId, currency: 'money', amount: 37 * 100, reason: 'test' });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => database.db.transaction((tx) => debit(tx, { userId, currency: 'money', amount: 100, reason: 'test' }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(37);
    expect(await balanceOf(userId)).toBe(0);
    expect(await bookMismatches(database.db)).toEqual([]);
  });

  it('rejects amounts that are not positive integers', async () => {
    const userId = await newUser();
    await expect(credit(database.db, { userId, currency: 'money', amount: 1.5, reason: 'x' })).rejects.toThrow();
    await expect(debit(database.db, { userId, currency: 'money', amount: 0, reason: 'x' })).rejects.toThrow();
  });
});
