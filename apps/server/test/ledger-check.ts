import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/platform/db/index.js';
import { inventoryItems, inventoryValues, ledger, users } from '../src/platform/db/schema/index.js';

export interface BookMismatch {
  userId: number;
  /** `money` and `coins`: the balance against the ledger's sum; `items`: the kept inventory value against the available items' sum. */
  book: string;
  recorded: number;
  actual: number;
}

/** Players whose books are wrong (empty when they are right): balances against the ledger, inventory values against the items. */
export async function bookMismatches(db: DbOrTx): Promise<BookMismatch[]> {
  const result = (await db.execute(sql`
    SELECT u.id AS user_id, c.currency AS book,
           CASE c.currency WHEN 'money' THEN u.balance ELSE u.coin_balance END AS recorded,
           COALESCE((SELECT sum(l.delta) FROM ${ledger} l WHERE l.user_id = u.id AND l.currency = c.currency), 0) AS actual
    FROM ${users} u CROSS JOIN (VALUES ('money'), ('coins')) AS c(currency)
    WHERE CASE c.currency WHEN 'money' THEN u.balance ELSE u.coin_balance END
          <> COALESCE((SELECT sum(l.delta) FROM ${ledger} l WHERE l.user_id = u.id AND l.currency = c.currency), 0)
    UNION ALL
    SELECT u.id, 'items',
           COALESCE((SELECT v.value FROM ${inventoryValues} v WHERE v.user_id = u.id), 0),
           COALESCE((SELECT sum(i.price) FROM ${inventoryItems} i WHERE i.user_id = u.id AND i.status = 'progress'), 0)
    FROM ${users} u
    WHERE COALESCE((SELECT v.value FROM ${inventoryValues} v WHERE v.user_id = u.id), 0)
          <> COALESCE((SELECT sum(i.price) FROM ${inventoryItems} i WHERE i.user_id = u.id AND i.status = 'progress'), 0)`)) as unknown as {
    rows: { user_id: number; book: string; recorded: string; actual: string }[];
  };
  return result.rows.map((r) => ({ userId: Number(r.user_id), book: r.book, recorded: Number(r.recorded), actual: Number(r.actual) }));
}
