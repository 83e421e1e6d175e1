import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/platform/db/index.js';
import { ledger, users } from '../src/platform/db/schema/index.js';

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
