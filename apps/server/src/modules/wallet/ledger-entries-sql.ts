import type { WalletCurrency } from '@tastydrop/domain';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ledger, users } from '../../platform/db/schema/index.js';
import { bare, columnList } from '../../platform/db/sql-names.js';
import { arg, sqlText } from '../../platform/db/sql-text.js';
import { classSums, entriesAllowed, limitsJoin, playedCount, totalsSet } from './play-limits.js';

/**
 * The wallet's entry write as one statement's parts, for the hot paths that send their writes as one statement
 * (docs/decisions/027-one-money-writer.md). This and wallet.ts are the only code that writes
 * balances and the ledger.
 */

export type { WalletCurrency } from '@tastydrop/domain';

/** One balance change: a debit takes `amount`, a credit adds it. */
export interface LedgerEntry {
  userId: number;
  currency: WalletCurrency;
  kind: 'debit' | 'credit';
  /** Minor units: a positive integer below WALLET_MAX_AMOUNT. */
  amount: number;
  reason: string;
  ref?: string | null;
  /** External credits carry one: a used key writes nothing (docs/decisions/002-money-units.md). */
  idempotencyKey?: string | null;
}

/** No single balance change reaches a billion roubles (kopecks). */
export const WALLET_MAX_AMOUNT = 100_000_000_000;

/** Throws unless the amount is a positive integer below the maximum. */
export function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount >= WALLET_MAX_AMOUNT) {
    throw new Error(`wallet amount must be a positive integer below ${WALLET_MAX_AMOUNT}, got ${amount}`);
  }
}

/** The signed ledger delta of an entry, after checking its amount. */
export function deltaOf(entry: Pick<LedgerEntry, 'kind' | 'amount'>): number {
  assertAmount(entry.amount);
  return entry.kind === 'debit' ? -entry.amount : entry.amount;
}

/** Text as UTF-8 can hold it: a lone surrogate becomes U+FFFD, as either driver stores it in a scalar (PGlite's array encoder fails on one). */
export const wellFormed = (values: readonly string[]): string[] => values.map((v) => v.toWellFormed());

/**
 * The relation of entries for `entriesWriteSql` over six bound array arguments, the first `arg(first)`;
 * `entryArrays` gives their values.
 */
export const entriesUnnestSql = (first: number): SQL => {
  const [u, c, d, r, f, k] = [0, 1, 2, 3, 4, 5].map((i) => arg(first + i)) as [Placeholder, Placeholder, Placeholder, Placeholder, Placeholder, Placeholder];
  return sqlText`SELECT * FROM unnest(${u}::int[], ${c}::text[], ${d}::bigint[], ${r}::text[], ${f}::text[], ${k}::text[])
      WITH ORDINALITY AS e(user_id, currency, delta, reason, ref, key, ord)`;
};

/**
 * The six arrays of `entriesUnnestSql`, after checking every amount and currency. A key here is
 * only backed by the ledger's unique index: `applyEntries` looks keys up first.
 */
export function entryArrays(entries: readonly LedgerEntry[]): [number[], string[], number[], string[], string[], string[]] {
  for (const e of entries) if (e.currency !== 'money' && e.currency !== 'coins') throw new Error(`unknown currency ${String(e.currency)}`);
  return [
    entries.map((e) => e.userId),
    wellFormed(entries.map((e) => e.currency)),
    entries.map(deltaOf),
    wellFormed(entries.map((e) => e.reason)),
    wellFormed(entries.map((e) => e.ref ?? '')),
    wellFormed(entries.map((e) => e.idempotencyKey ?? '')),
  ];
}

/** A progression counter on the player's row that the statement may return (never a balance or a total). */
export type Counter = 'experience' | 'casesOpened' | 'spent';

/**
 * Other columns of the same players' rows set by the same update (a row is written once per statement),
 * built by their owner (the users module's `progressSql`).
 */
export interface AlsoSet {
  /** A relation `x(id, ...)`: one row per player, joined to the entries' totals on `x.id`. */
  rows: SQL;
  /** Its further columns, carried into the update's source `d`: `, x0, x1`. */
  columns: SQL;
  /** The SET items that follow the balances', reading `d`: `, experience = users.experience + coalesce(d.x0, 0)`. */
  set: SQL;
}

export interface EntriesWrite {
  /**
   * The entries, a relation with columns (ord, user_id, currency, delta, reason, ref, key): from
   * `entriesUnnestSql`, or a statement's own rows when a reference is only known inside it. An empty
   * ref or key is stored as null.
   */
  entries: SQL;
  /** The players' progression added in the same update: the users module's `progressSql`. */
  progress?: AlsoSet;
  /**
   * `skip`: a player whose balance would go negative, whose stake would break a responsible-play
   * limit, who is on a break while an entry stakes or wins (play-limits.ts), or who fails `where`, is not written, nor
   * their ledger rows, and `wallet_u` has no row for them: the caller makes its other writes depend
   * on it. `fail` (batches planned against locked rows): the balance CHECK fails the statement.
   */
  shortfall: 'skip' | 'fail';
  /** Further conditions on the player's row (`users` columns), only with `skip`. */
  where?: SQL;
  /** Further `users` columns returned by `wallet_u`. */
  returning?: Counter[];
}

/**
 * Data-modifying CTEs (to follow `WITH`, comma-separated from the caller's own) that apply the
 * entries: every player's balances change by the sum of their entries in one update (`wallet_u`,
 * returning `id, balance, coin_balance` and the asked columns), and every entry becomes a ledger row,
 * in `ord` order, whose `balance_after` is the running balance.
 */
export function entriesWriteSql(w: EntriesWrite): SQL {
  if (w.where && w.shortfall !== 'skip') throw new Error('conditions need shortfall: skip');
  const also = w.progress;
  const extra = also
    ? sql`FULL JOIN ${also.rows}
         ON x.id = t.id`
    : sql``;
  // The limit check reads the running totals on the row being updated, so a concurrent writer's
  // committed totals are seen (the row is re-read after its lock): opens at a limit's edge never pass it.
  // A break refuses every entry that stakes or wins, in either currency.
  const allowed = entriesAllowed(sql`d.stake`, sql`d.ret`, sql`d.played`);
  const guard =
    w.shortfall === 'skip'
      ? sql` AND ${users.balance} + coalesce(d.money, 0) >= 0 AND ${users.coinBalance} + coalesce(d.coins, 0) >= 0 AND ${allowed}${w.where ? sql` AND ${w.where}` : sql``}`
      : sql``;
  const money =
    w.shortfall === 'skip' ? sql`${users.balance} + coalesce(d.money, 0)` : sql`CASE WHEN ${allowed} THEN ${users.balance} + coalesce(d.money, 0) ELSE -1 END`;
  const returning = sql.join(
    (w.returning ?? []).map((c) => sql`, ${users[c]}`),
    sql``,
  );
  const l = ledger;
  return sql`
  wallet_e AS (
    -- An amount out of range becomes a null delta, which the ledger refuses: the statement fails.
    SELECT ord, user_id, currency, CASE WHEN delta <> 0 AND abs(delta) < ${WALLET_MAX_AMOUNT} THEN delta END AS delta, reason, ref, key
    FROM (${w.entries}) AS r
  ),
  wallet_t AS (
    SELECT user_id AS id, sum(delta) FILTER (WHERE currency = 'money')::bigint AS money,
      sum(delta) FILTER (WHERE currency = 'coins')::bigint AS coins,
      ${classSums({ delta: sql`wallet_e.delta`, currency: sql`wallet_e.currency`, reason: sql`wallet_e.reason` })},
      ${playedCount(sql`wallet_e.reason`)}
    FROM wallet_e GROUP BY user_id
  ),
  wallet_u AS (
    UPDATE ${users} SET ${bare(users.balance)} = ${money}, ${bare(users.coinBalance)} = ${users.coinBalance} + coalesce(d.coins, 0)${also?.set ?? sql``},
      ${totalsSet()}
    FROM (SELECT coalesce(t.id, ${also ? sql`x.id` : sql`NULL`}) AS id, t.money, t.coins, t.stake, t.ret, t.dep, t.played${also?.columns ?? sql``}
          FROM wallet_t t ${extra}) AS d
      ${limitsJoin(sql`d.id`)}
    WHERE ${users.id} = d.id${guard}
    RETURNING ${users.id}, ${users.balance}, ${users.coinBalance}, coalesce(d.money, 0) AS wallet_money, coalesce(d.coins, 0) AS wallet_coins${returning}
  ),
  wallet_l AS (
    INSERT INTO ${l} (${columnList(l.userId, l.currency, l.delta, l.balanceAfter, l.reason, l.ref, l.idempotencyKey)})
    SELECT e.user_id, e.currency, e.delta,
      CASE e.currency WHEN 'money' THEN u.balance - u.wallet_money ELSE u.coin_balance - u.wallet_coins END
        + (sum(e.delta) OVER (PARTITION BY e.user_id, e.currency ORDER BY e.ord))::bigint,
      e.reason, nullif(e.ref, ''), nullif(e.key, '')
    FROM wallet_e e JOIN wallet_u u ON u.id = e.user_id
    ORDER BY e.ord
  )`;
}
