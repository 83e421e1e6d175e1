import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../src/platform/db/schema/index.js';
import { rawTransaction } from '../src/platform/db/raw.js';
import { withTransaction } from '../src/platform/db/transaction.js';
import { createUser } from '../src/modules/users/create-user.js';
import { onBalanceChanged, recordBalances, type BalanceChanged } from '../src/modules/wallet/balance-events.js';
import { applyEntries, credit, debit } from '../src/modules/wallet/wallet.js';
import { createTestDatabase } from './helpers.js';
import type { Database } from '../src/platform/db/index.js';

let database: Database;
let heard: BalanceChanged[][];
let stop: () => void;
beforeAll(async () => {
  database = await createTestDatabase();
  stop = onBalanceChanged(database.db, (changes) => heard.push([...changes]));
});
afterAll(async () => {
  stop();
  await database.close();
});
beforeEach(() => {
  heard = [];
});

const newUser = () => createUser(database.db, { regType: 'quick', nickname: 'events' });

describe('the balance event', () => {
  it('is sent once per player after the commit, with the last balances', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await database.db.transaction(async (tx) => {
      await credit(tx, { userId: a, currency: 'money', amount: 1_000, reason: 'test' });
      await applyEntries(tx, [
        { userId: a, currency: 'coins', kind: 'credit', amount: 300, reason: 'test' },
        { userId: b, currency: 'money', kind: 'credit', amount: 50, reason: 'test' },
      ]);
      await debit(tx, { userId: a, currency: 'money', amount: 400, reason: 'test' });
      // Nothing is told while the transaction is open.
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([
      [
        { userId: a, money: 600, coins: 300 },
        { userId: b, money: 50, coins: 0 },
      ],
    ]);
  });

  it('is not sent when the transaction rolls back', async () => {
    const userId = await newUser();
    await expect(
      database.db.transaction(async (tx) => {
        await credit(tx, { userId, currency: 'money', amount: 1_000, reason: 'test' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await credit(tx, { userId, currency: 'money', amount: 1_000, reason: 'test' });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(heard).toEqual([]);
  });

  it('is sent for a write outside a transaction (the wallet opens one) and not for a used key', async () => {
    const userId = await newUser();
    await credit(database.db, { userId, currency: 'coins', amount: 70, reason: 'test', idempotencyKey: `k-${userId}` });
    await credit(database.db, { userId, currency: 'coins', amount: 70, reason: 'test', idempotencyKey: `k-${userId}` });
    expect(heard).toEqual([[{ userId, money: 0, coins: 70 }]]);
  });

  it('is sent once for the run of a retried transaction that committed', async () => {
    const userId = await newUser();
    let runs = 0;
    await withTransaction(database.db, async (tx) => {
      runs += 1;
      await credit(tx, { userId, currency: 'money', amount: 10, reason: 'test' });
      if (runs === 1) throw Object.assign(new Error('deadlock'), { code: '40P01' });
    });
    expect(runs).toBe(2);
    expect(heard).toEqual([[{ userId, money: 10, coins: 0 }]]);
  });

  it('follows the raw transactions of the hot paths: after the commit, never on rollback', async () => {
    const userId = await newUser();
    await expect(
      rawTransaction(database.db, async () => {
        recordBalances([{ userId, money: 5 }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
    await rawTransaction(database.db, async (tx) => {
      await tx.query('balance-events-test', 'SELECT 1', []);
      recordBalances([{ userId, money: 7 }]);
      recordBalances([{ userId, coins: 8 }]);
      expect(heard).toEqual([]);
    });
    await rawTransaction(database.db, async () => {
      recordBalances([{ userId, coins: 9 }]);
    });
    expect(heard).toEqual([[{ userId, money: 7, coins: 8 }], [{ userId, coins: 9 }]]);
  });

  it('lets the listener read through the database handle (the transaction has ended)', async () => {
    const userId = await newUser();
    const read: number[] = [];
    stop();
    stop = onBalanceChanged(database.db, () => {
      void database.db
        .select({ balance: users.balance })
        .from(users)
        .where(sql`${users.id} = ${userId}`)
        .then(([row]) => read.push(row!.balance));
    });
    await credit(database.db, { userId, currency: 'money', amount: 42, reason: 'test' });
    await expect.poll(() => read).toEqual([42]);
    stop();
    stop = onBalanceChanged(database.db, (changes) => heard.push([...changes]));
  });
});
