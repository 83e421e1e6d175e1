import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/platform/db/index.js';
import { inventoryItems, inventoryValues, ledger, users } from '../src/platform/db/schema/index.js';

export interface BookMismatch {
  userId: number;
  /** `money` and `coins`: the balance against the ledger's sum; `items`: the kept inventory value against the available items' sum;
   * `won` and `staked`: the kept profit values against the items' sums. */
  book: string;
  recorded: number;
  actual: number;
}

/** Players whose books are wrong (empty when they are right): balances against the ledger, inventory values and profit values against the items. */
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
          <> COALESCE((SELECT sum(i.price) FROM ${inventoryItems} i WHERE i.user_id = u.id AND i.status = 'progress'), 0)
    UNION ALL
    SELECT user_id, book, recorded, actual FROM (
      SELECT u.id AS user_id, b.book,
             COALESCE((SELECT CASE b.book WHEN 'won' THEN v.won ELSE v.staked END FROM ${inventoryValues} v WHERE v.user_id = u.id), 0) AS recorded,
             -- Profit's definition (docs/decisions/011-player-profit.md), summed over the items.
             COALESCE((SELECT CASE b.book
                         WHEN 'won' THEN sum(i.price) FILTER (WHERE i.source IN ('Case', 'Upgrade', 'Contract', 'Battle') AND i.status <> 'unpacked')
                         ELSE sum(i.price) FILTER (WHERE i.status IN ('to_upgrade', 'to_contract')) END
                       FROM ${inventoryItems} i WHERE i.user_id = u.id), 0) AS actual
      FROM ${users} u CROSS JOIN (VALUES ('won'), ('staked')) AS b(book)
    ) AS kept WHERE recorded <> actual`)) as unknown as {
    rows: { user_id: number; book: string; recorded: string; actual: string }[];
  };
  return result.rows.map((r) => ({ userId: Number(r.user_id), book: r.book, recorded: Number(r.recorded), actual: Number(r.actual) }));
}
