import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { ledger, users } from '../src/platform/db/schema/index.js';
import { rawQuery, rawTransaction } from '../src/platform/db/raw.js';
import { arg, sqlText } from '../src/platform/db/sql-text.js';
import { createUser } from '../src/modules/users/create-user.js';
import { progressSql } from '../src/modules/users/progression.js';
import { entriesUnnestSql, entriesWriteSql, entryArrays, type LedgerEntry } from '../src/modules/wallet/ledger-entries-sql.js';
import { WALLET_MAX_AMOUNT, applyEntries, credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { createTestDatabase } from './helpers.js';
import type { Database } from '../src/platform/db/index.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const newUser = () => createUser(database.db, { regType: 'quick', nickname: 'entries' });

async function balancesOf(userId: number) {
  const [row] = await database.db.select({ money: users.balance, coins: users.coinBalance }).from(users).where(eq(users.id, userId));
  return row!;
}

const ledgerOf = (ids: number[]) =>
  database.db
    .select({ userId: ledger.userId, currency: ledger.currency, delta: ledger.delta, after: ledger.balanceAfter, key: ledger.idempotencyKey })
    .from(ledger)
    .where(inArray(ledger.userId, ids))
    .orderBy(asc(ledger.id));

describe('wallet entries', () => {
  it('refuses a zero, negative, fractional or too large amount and writes nothing', async () => {
    const userId = await newUser();
    await credit(database.db, { userId, currency: 'money', amount: 1_000, reason: 'test' });
    for (const amount of [0, -5, 1.5, WALLET_MAX_AMOUNT, Number.MAX_SAFE_INTEGER + 2]) {
      const good: LedgerEntry = { userId, currency: 'money', kind: 'credit', amount: 10, reason: 'test' };
      await expect(applyEntries(database.db, [good, { ...good, amount }])).rejects.toThrow(/positive integer/);
      expect(() => entryArrays([{ ...good, amount }])).toThrow(/positive integer/);
    }
    expect(await balancesOf(userId)).toEqual({ money: 1_000, coins: 0 });
    expect(await ledgerOf([userId])).toHaveLength(1);
  });

  it('refuses a debit past the balance alone, writing nothing for it', async () => {
    const userId = await newUser();
    const results = await database.db.transaction((tx) =>
      applyEntries(tx, [
        { userId, currency: 'money', kind: 'credit', amount: 500, reason: 'test' },
        { userId, currency: 'money', kind: 'debit', amount: 501, reason: 'test' },
        { userId, currency: 'coins', kind: 'debit', amount: 1, reason: 'test' },
        { userId, currency: 'money', kind: 'debit', amount: 500, reason: 'test' },
      ]),
    );
    expect(results).toEqual([500, 'balance_error', 'balance_error', 0]);
    expect(await balancesOf(userId)).toEqual({ money: 0, coins: 0 });
    expect((await ledgerOf([userId])).map((r) => [r.delta, r.after])).toEqual([
      [500, 500],
      [-500, 0],
    ]);
  });

  it('gives null for a used idempotency key, before or earlier in the list', async () => {
    const userId = await newUser();
    const key = `entries-key-${userId}`;
    expect(await credit(database.db, { userId, currency: 'coins', amount: 30, reason: 'test', idempotencyKey: key })).toBe(30);
    const results = await applyEntries(database.db, [
      { userId, currency: 'coins', kind: 'credit', amount: 30, reason: 'test', idempotencyKey: key },
      { userId, currency: 'coins', kind: 'debit', amount: 10, reason: 'test', idempotencyKey: `${key}:2` },
      { userId, currency: 'coins', kind: 'debit', amount: 10, reason: 'test', idempotencyKey: `${key}:2` },
    ]);
    expect(results).toEqual([null, 20, null]);
    expect(await balancesOf(userId)).toEqual({ money: 0, coins: 20 });
  });

  it('keeps the ledger summing to the balances after a mixed batch of players, currencies and kinds', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const entries: LedgerEntry[] = [
      { userId: b, currency: 'money', kind: 'credit', amount: 1_000, reason: 'test' },
      { userId: a, currency: 'coins', kind: 'credit', amount: 70, reason: 'test', idempotencyKey: `mixed-${a}` },
      { userId: b, currency: 'money', kind: 'debit', amount: 250, reason: 'test', ref: 'r1' },
      { userId: a, currency: 'coins', kind: 'debit', amount: 20, reason: 'test' },
      { userId: a, currency: 'money', kind: 'debit', amount: 1, reason: 'test' },
      { userId: b, currency: 'coins', kind: 'credit', amount: 5, reason: 'test' },
      { userId: b, currency: 'money', kind: 'credit', amount: 3, reason: 'test' },
    ];
    expect(await database.db.transaction((tx) => applyEntries(tx, entries))).toEqual([1_000, 70, 750, 50, 'balance_error', 5, 753]);
    expect(await balancesOf(a)).toEqual({ money: 0, coins: 50 });
    expect(await balancesOf(b)).toEqual({ money: 753, coins: 5 });
    expect((await ledgerOf([a, b])).map((r) => [r.userId, r.currency, r.delta, r.after])).toEqual([
      [b, 'money', 1_000, 1_000],
      [a, 'coins', 70, 70],
      [b, 'money', -250, 750],
      [a, 'coins', -20, 50],
      [b, 'coins', 5, 5],
      [b, 'money', 3, 753],
    ]);
    expect(await bookMismatches(database.db)).toEqual([]);
  });

  it('writes the same rows as one statement over bound arrays, and fails the statement rather than go negative', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await credit(database.db, { userId: a, currency: 'money', amount: 100, reason: 'test' });
    const entries: LedgerEntry[] = [
      { userId: a, currency: 'money', kind: 'debit', amount: 60, reason: 'test', ref: 'x' },
      { userId: b, currency: 'coins', kind: 'credit', amount: 9, reason: 'test' },
      { userId: a, currency: 'money', kind: 'credit', amount: 15, reason: 'test' },
    ];
    const write = (list: LedgerEntry[]) =>
      rawTransaction(database.db, (tx) =>
        rawQuery(
          tx,
          'wallet_entries_test',
          sqlText`WITH ${entriesWriteSql({
            entries: entriesUnnestSql(1),
            progress: progressSql(sqlText`${arg(7)}::int[]`, { experience: sqlText`${arg(8)}::int[]` }),
            shortfall: 'fail',
          })} SELECT 1`,
          [...entryArrays(list), [a], [7]],
        ),
      );
    await write(entries);
    expect(await balancesOf(a)).toEqual({ money: 55, coins: 0 });
    expect(await balancesOf(b)).toEqual({ money: 0, coins: 9 });
    const [row] = await database.db.select({ experience: users.experience }).from(users).where(eq(users.id, a));
    expect(row!.experience).toBe(7);
    expect((await ledgerOf([a, b])).map((r) => [r.userId, r.delta, r.after])).toEqual([
      [a, 100, 100],
      [a, -60, 40],
      [b, 9, 9],
      [a, 15, 55],
    ]);
    await expect(write([{ userId: a, currency: 'money', kind: 'debit', amount: 56, reason: 'test' }])).rejects.toThrow();
    // An amount out of range in a statement's own rows fails the statement.
    const zero = sqlText`SELECT 1::bigint AS ord, ${arg(1)}::int AS user_id, 'money'::text AS currency, 0::bigint AS delta, 'test'::text AS reason, ''::text AS ref, ''::text AS key`;
    await expect(
      rawTransaction(database.db, (tx) => rawQuery(tx, 'wallet_entries_zero_test', sqlText`WITH ${entriesWriteSql({ entries: zero, shortfall: 'fail' })} SELECT 1`, [a])),
    ).rejects.toThrow();
    expect(await balancesOf(a)).toEqual({ money: 55, coins: 0 });
    expect(await bookMismatches(database.db)).toEqual([]);
  });
});
