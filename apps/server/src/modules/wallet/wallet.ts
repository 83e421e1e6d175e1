import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.js';
import { ledger, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/**
 * The only code that moves balances. Each change is a conditional UPDATE plus a
 * ledger row written in the caller's transaction, so the ledger always sums to
 * the balance (docs/decisions/002-money-units.md).
 */
type WalletCurrency = 'money' | 'coins';

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
 * null: the ledger row is claimed first with INSERT … ON CONFLICT DO NOTHING, so of
 * concurrent identical credits one inserts and the others wait for it and do nothing.
 */
export async function credit(tx: DbOrTx, change: BalanceChange & { idempotencyKey?: string }): Promise<number | null> {
  assertAmount(change.amount);
  const entry = {
    userId: change.userId,
    currency: change.currency,
    delta: change.amount,
    reason: change.reason,
    ref: change.ref ?? null,
    idempotencyKey: change.idempotencyKey ?? null,
  };
  let claimedId: number | null = null;
  if (change.idempotencyKey) {
    // The balance is not known yet: the row is claimed with 0 and completed below, in this transaction.
    const [claimed] = await tx
      .insert(ledger)
      .values({ ...entry, balanceAfter: 0 })
      .onConflictDoNothing({ target: ledger.idempotencyKey, where: sql`${ledger.idempotencyKey} IS NOT NULL` })
      .returning({ id: ledger.id });
    if (!claimed) return null;
    claimedId = claimed.id;
  }
  const col = column[change.currency];
  const [row] = await tx
    .update(users)
    .set({ [field[change.currency]]: sql`${col} + ${change.amount}` })
    .where(eq(users.id, change.userId))
    .returning({ balance: col });
  if (!row) throw new AppError('userNotFound');
  if (claimedId === null) await tx.insert(ledger).values({ ...entry, balanceAfter: row.balance });
  else await tx.update(ledger).set({ balanceAfter: row.balance }).where(eq(ledger.id, claimedId));
  return row.balance;
}

type Rows<T> = { rows: T[] };

/**
 * Many keyed credits in three statements, applied in the order given: the players' rows are locked
 * (in id order), the keys already in the ledger are looked up, then every new ledger row and every
 * new balance is written at once. A credit whose key was used (before, or earlier in the list) is a
 * no-op whose result is null; the others return the balance right after them. The lock comes before
 * the lookup, so a concurrent credit with the same key has committed (and is seen) or not started.
 */
export async function creditMany(tx: DbOrTx, changes: readonly (BalanceChange & { idempotencyKey: string })[]): Promise<(number | null)[]> {
  if (changes.length === 0) return [];
  for (const c of changes) assertAmount(c.amount);
  const userIds = [...new Set(changes.map((c) => c.userId))].sort((a, b) => a - b);
  const locked = (await tx.execute(
    sql`SELECT id, balance, coin_balance FROM ${users} WHERE id = ANY(${sql.param(userIds)}::int[]) ORDER BY id FOR UPDATE`,
  )) as unknown as Rows<{ id: number; balance: string; coin_balance: string }>;
  const balances = new Map(locked.rows.map((r) => [Number(r.id), { money: Number(r.balance), coins: Number(r.coin_balance) }]));
  if (balances.size !== userIds.length) throw new AppError('userNotFound');
  const keys = changes.map((c) => c.idempotencyKey);
  const used = (await tx.execute(
    sql`SELECT idempotency_key AS key FROM ${ledger} WHERE idempotency_key = ANY(${sql.param(keys)}::text[])`,
  )) as unknown as Rows<{ key: string }>;
  const seen = new Set(used.rows.map((r) => r.key));

  const rows = { user: [] as number[], currency: [] as string[], delta: [] as number[], after: [] as number[], reason: [] as string[], ref: [] as (string | null)[], key: [] as string[] };
  const results = changes.map((c) => {
    if (seen.has(c.idempotencyKey)) return null;
    seen.add(c.idempotencyKey);
    const balance = balances.get(c.userId)!;
    balance[c.currency] += c.amount;
    rows.user.push(c.userId);
    rows.currency.push(c.currency);
    rows.delta.push(c.amount);
    rows.after.push(balance[c.currency]);
    rows.reason.push(c.reason);
    rows.ref.push(c.ref ?? null);
    rows.key.push(c.idempotencyKey);
    return balance[c.currency];
  });
  if (rows.user.length === 0) return results;
  const touched = [...new Set(rows.user)];
  await tx.execute(sql`
    WITH entries AS (
      INSERT INTO ${ledger} (user_id, currency, delta, balance_after, reason, ref, idempotency_key)
      SELECT * FROM unnest(${sql.param(rows.user)}::int[], ${sql.param(rows.currency)}::text[], ${sql.param(rows.delta)}::bigint[],
                           ${sql.param(rows.after)}::bigint[], ${sql.param(rows.reason)}::text[], ${sql.param(rows.ref)}::text[], ${sql.param(rows.key)}::text[])
    )
    UPDATE ${users} SET balance = v.balance, coin_balance = v.coins
    FROM unnest(${sql.param(touched)}::int[], ${sql.param(touched.map((id) => balances.get(id)!.money))}::bigint[],
                ${sql.param(touched.map((id) => balances.get(id)!.coins))}::bigint[]) AS v(id, balance, coins)
    WHERE ${users.id} = v.id`);
  return results;
}
