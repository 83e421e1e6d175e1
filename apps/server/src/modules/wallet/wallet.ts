import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/index.js';
import { ledger, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordBalances } from './balance-events.js';
import { deltaOf, entriesWriteSql, type LedgerEntry, type WalletCurrency } from './ledger-entries-sql.js';
import { checkPlayLimits } from './play-limits-check.js';

/**
 * The only code that moves balances. Every change is a ledger row written with the new balance in
 * the caller's transaction, so the ledger always sums to the balance (docs/decisions/002-money-units.md,
 * 027-one-money-writer.md). The hot paths send the same write in their own statements (ledger-entries-sql.ts).
 */
export type { LedgerEntry, WalletCurrency } from './ledger-entries-sql.js';
export { WALLET_MAX_AMOUNT } from './ledger-entries-sql.js';

export interface BalanceChange {
  userId: number;
  currency: WalletCurrency;
  /** Minor units; positive. */
  amount: number;
  reason: string;
  ref?: string | null;
}

/**
 * What an entry did: the balance right after it, null for a used key, refused for a short balance,
 * or refused by a responsible-play limit or block (the error says which, play-limits.ts).
 */
export type EntryResult = number | null | 'balance_error' | AppError;

type Rows<T> = { rows: T[] };

/**
 * Applies entries in the order given, in three statements: the players' rows are locked (in id
 * order), the keys already in the ledger are looked up, then every ledger row (with its running
 * `balance_after`) and every new balance is written at once. An entry whose key was used (before,
 * or earlier in the list) writes nothing and gives null; a debit past the balance writes nothing and
 * gives `balance_error`; the others give the balance right after them. The lock comes before the
 * lookup, so a concurrent entry with the same key has committed (and is seen) or not started.
 */
export async function applyEntries(db: DbOrTx, entries: readonly LedgerEntry[]): Promise<EntryResult[]> {
  if (entries.length === 0) return [];
  const deltas = entries.map(deltaOf);
  // Outside a transaction the lock would end with its statement.
  if (!isTransaction(db)) return db.transaction((tx) => applyChecked(tx, entries, deltas));
  return applyChecked(db, entries, deltas);
}

function isTransaction(db: DbOrTx): db is Tx {
  return 'rollback' in db;
}

async function applyChecked(tx: Tx, entries: readonly LedgerEntry[], deltas: number[]): Promise<EntryResult[]> {
  const userIds = [...new Set(entries.map((e) => e.userId))].sort((a, b) => a - b);
  // NO KEY UPDATE, the lock a balance UPDATE takes: rows that reference the player (a battle seat, an
  // opening) hold KEY SHARE on it, which FOR UPDATE would wait for and deadlock against.
  const locked = (await tx.execute(
    sql`SELECT ${users.id}, ${users.balance}, ${users.coinBalance} FROM ${users} WHERE ${users.id} = ANY(${sql.param(userIds)}::int[])
      ORDER BY ${users.id} FOR NO KEY UPDATE`,
  )) as unknown as Rows<{ id: number; balance: string; coin_balance: string }>;
  const balances = new Map(locked.rows.map((r) => [Number(r.id), { money: Number(r.balance), coins: Number(r.coin_balance) }]));
  if (balances.size !== userIds.length) throw new AppError('userNotFound');
  const keys = entries.flatMap((e) => (e.idempotencyKey ? [e.idempotencyKey] : []));
  const seen = new Set<string>();
  if (keys.length > 0) {
    const used = (await tx.execute(
      sql`SELECT ${ledger.idempotencyKey} AS key FROM ${ledger} WHERE ${ledger.idempotencyKey} = ANY(${sql.param(keys)}::text[])`,
    )) as unknown as Rows<{ key: string }>;
    for (const r of used.rows) seen.add(r.key);
  }

  const limits = await checkPlayLimits(tx, entries);
  const written: { entry: LedgerEntry; delta: number }[] = [];
  const results = entries.map((entry, i): EntryResult => {
    if (entry.idempotencyKey && seen.has(entry.idempotencyKey)) return null;
    const balance = balances.get(entry.userId)!;
    const after = balance[entry.currency] + deltas[i]!;
    if (after < 0) return 'balance_error';
    const refusal = limits.refuse(entry);
    if (refusal) return refusal;
    if (entry.idempotencyKey) seen.add(entry.idempotencyKey);
    balance[entry.currency] = after;
    written.push({ entry, delta: deltas[i]! });
    return after;
  });
  if (written.length > 0) {
    await tx.execute(writeStatement(written));
    const changed = new Set(written.map((w) => w.entry.userId));
    recordBalances([...changed].map((userId) => ({ userId, ...balances.get(userId)! })));
  }
  return results;
}

/** The wallet's entry write with the entries as bound parameters. */
function writeStatement(written: { entry: LedgerEntry; delta: number }[]): SQL {
  const column = <T>(f: (w: (typeof written)[number]) => T) => sql.param(written.map(f));
  const relation = sql`SELECT * FROM unnest(${column((w) => w.entry.userId)}::int[], ${column((w) => w.entry.currency)}::text[],
    ${column((w) => w.delta)}::bigint[], ${column((w) => w.entry.reason)}::text[], ${column((w) => w.entry.ref ?? '')}::text[],
    ${column((w) => w.entry.idempotencyKey ?? '')}::text[]) WITH ORDINALITY AS e(user_id, currency, delta, reason, ref, key, ord)`;
  return sql`WITH ${entriesWriteSql({ entries: relation, shortfall: 'fail' })} SELECT 1`;
}

/**
 * Takes money; throws balance_error when the balance does not cover it. Returns the new balance.
 * A used idempotency key is a programming error for a debit: it throws.
 */
export async function debit(tx: DbOrTx, change: BalanceChange & { idempotencyKey?: string }): Promise<number> {
  const [result] = await applyEntries(tx, [{ ...change, kind: 'debit' }]);
  if (result === 'balance_error') throw new AppError('balance_error', { currency: change.currency });
  if (result instanceof AppError) throw result;
  if (result === null || result === undefined) throw new Error(`debit key already used: ${change.idempotencyKey}`);
  return result;
}

/**
 * Adds money. With an idempotency key a repeated credit is a no-op that returns null. A prize, bonus or win
 * for a player on a break throws play_blocked (play-limits.ts).
 */
export async function credit(tx: DbOrTx, change: BalanceChange & { idempotencyKey?: string }): Promise<number | null> {
  const [result] = await applyEntries(tx, [{ ...change, kind: 'credit' }]);
  if (result instanceof AppError) throw result;
  return typeof result === 'number' ? result : null;
}

/**
 * Many keyed credits at once (applyEntries): a credit whose key was used (before, or earlier in the
 * list), or that a break refuses (a prize or win for a player on a break: background credits skip it),
 * is a no-op whose result is null; the others return the balance right after them.
 */
export async function creditMany(tx: DbOrTx, changes: readonly (BalanceChange & { idempotencyKey: string })[]): Promise<(number | null)[]> {
  const results = await applyEntries(
    tx,
    changes.map((c) => ({ ...c, kind: 'credit' as const })),
  );
  return results.map((r) => (typeof r === 'number' ? r : null));
}
