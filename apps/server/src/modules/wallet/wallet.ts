import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.js';
import { ledger, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/**
 * The only code that moves balances. Each change is a conditional UPDATE plus a
 * ledger row written in the caller's transaction, so the ledger always sums to
 * the balance (docs/decisions/002-money-units.md).
 */
export type WalletCurrency = 'money' | 'coins';

export interface BalanceChange {
  userId: number;
  currency: WalletCurrency;
  /** Minor units; positive. */
  amount: number;
  reason: string;
  ref?: string | null;
}

const column = { money: users.balance, coins: users.coinBalance } as const;
const field = { money: 'balance', coins: 'coinBalance' } as const;

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`wallet amount must be a positive integer, got ${amount}`);
}

/**
 * Takes money; throws balance_error when the balance does not cover it. Returns the new balance.
 * An idempotency key makes a second debit with the same key fail on the ledger's unique index
 * (rolling back the caller's transaction) instead of charging twice.
 */
export async function debit(tx: DbOrTx, change: BalanceChange & { idempotencyKey?: string }): Promise<number> {
  assertAmount(change.amount);
  const col = column[change.currency];
  const [row] = await tx
    .update(users)
    .set({ [field[change.currency]]: sql`${col} - ${change.amount}` })
    .where(and(eq(users.id, change.userId), gte(col, change.amount)))
    .returning({ balance: col });
  if (!row) throw new AppError('balance_error', { currency: change.currency });
  await tx.insert(ledger).values({
    userId: change.userId,
    currency: change.currency,
    delta: -change.amount,
    balanceAfter: row.balance,
    reason: change.reason,
    ref: change.ref ?? null,
    idempotencyKey: change.idempotencyKey ?? null,
  });
  return row.balance;
}

/**
 * Adds money. With an idempotency key a repeated credit is a no-op that returns
 * null; the key's unique index makes this hold under concurrency too.
 */
export async function credit(tx: DbOrTx, change: BalanceChange & { idempotencyKey?: string }): Promise<number | null> {
  assertAmount(change.amount);
  if (change.idempotencyKey) {
    const [existing] = await tx.select({ id: ledger.id }).from(ledger).where(eq(ledger.idempotencyKey, change.idempotencyKey)).limit(1);
    if (existing) return null;
  }
  const col = column[change.currency];
  const [row] = await tx
    .update(users)
    .set({ [field[change.currency]]: sql`${col} + ${change.amount}` })
    .where(eq(users.id, change.userId))
    .returning({ balance: col });
  if (!row) throw new AppError('userNotFound');
  await tx.insert(ledger).values({
    userId: change.userId,
    currency: change.currency,
    delta: change.amount,
    balanceAfter: row.balance,
    reason: change.reason,
    ref: change.ref ?? null,
    idempotencyKey: change.idempotencyKey ?? null,
  });
  return row.balance;
}

/** Users whose ledger does not sum to their balance (empty when the books are right). */
export async function ledgerMismatches(db: DbOrTx): Promise<{ userId: number; currency: string; balance: number; ledgerSum: number }[]> {
  const result = (await db.execute(sql`
    SELECT u.id AS user_id, c.currency,
           CASE c.currency WHEN 'money' THEN u.balance ELSE u.coin_balance END AS balance,
           COALESCE((SELECT sum(l.delta) FROM ${ledger} l WHERE l.user_id = u.id AND l.currency = c.currency), 0) AS ledger_sum
    FROM ${users} u CROSS JOIN (VALUES ('money'), ('coins')) AS c(currency)
    WHERE CASE c.currency WHEN 'money' THEN u.balance ELSE u.coin_balance END
          <> COALESCE((SELECT sum(l.delta) FROM ${ledger} l WHERE l.user_id = u.id AND l.currency = c.currency), 0)`)) as unknown as {
    rows: { user_id: number; currency: string; balance: string; ledger_sum: string }[];
  };
  return result.rows.map((r) => ({ userId: Number(r.user_id), currency: r.currency, balance: Number(r.balance), ledgerSum: Number(r.ledger_sum) }));
}
