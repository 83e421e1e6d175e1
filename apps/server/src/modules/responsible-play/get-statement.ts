import { sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Statement, toWire } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ledger, withdrawals } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { classSums } from '../wallet/play-limits.js';

/** How many months the statement goes back (this month included). */
export const STATEMENT_MONTHS = 12;

/** The Moscow calendar month (`YYYY-MM`) of a timestamp column. */
const monthOf = (col: Column): SQL => sql`to_char((${col} AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM')`;

const e = alias(ledger, 'e');
const w = alias(withdrawals, 'w');

/**
 * The player's monthly statement, newest month first, for the Moscow calendar months with activity:
 * money deposited, items withdrawn (at their price), money staked, money play gave back, and the net
 * (returns plus withdrawals minus stakes: what play gave minus what it took).
 */
export async function getStatement(db: DbOrTx, userId: number): Promise<Statement> {
  const result = (await db.execute(sql`
    WITH money AS (
      SELECT ${monthOf(e.createdAt)} AS month, ${classSums(e)}
      FROM ${tableAs(ledger, e)}
      WHERE ${e.userId} = ${userId} AND ${e.createdAt} > now() - make_interval(months => ${STATEMENT_MONTHS})
      GROUP BY 1
    ), items AS (
      SELECT ${monthOf(w.createdAt)} AS month, sum(${w.price})::bigint AS withdrawn
      FROM ${tableAs(withdrawals, w)}
      WHERE ${w.userId} = ${userId} AND ${w.status} <> 'failed' AND ${w.createdAt} > now() - make_interval(months => ${STATEMENT_MONTHS})
      GROUP BY 1
    )
    SELECT coalesce(m.month, i.month) AS month, coalesce(m.dep, 0) AS dep, coalesce(i.withdrawn, 0) AS withdrawn,
      coalesce(m.stake, 0) AS stake, coalesce(m.ret, 0) AS ret
    FROM money m FULL JOIN items i ON i.month = m.month
    ORDER BY 1 DESC`)) as unknown as { rows: { month: string; dep: string; withdrawn: string; stake: string; ret: string }[] };
  return result.rows
    .map((r) => ({ month: r.month, dep: Number(r.dep), withdrawn: Number(r.withdrawn), stake: Number(r.stake), ret: Number(r.ret) }))
    .filter((r) => r.dep || r.withdrawn || r.stake || r.ret)
    .map((r) => ({
      month: r.month,
      deposits: toWire(r.dep),
      withdrawals: toWire(r.withdrawn),
      stake: toWire(r.stake),
      returns: toWire(r.ret),
      net: toWire(r.ret + r.withdrawn - r.stake),
    }));
}

