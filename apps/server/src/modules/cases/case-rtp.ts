import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems, openings } from '../../platform/db/schema/index.js';

/** A case's paid openings over a window: how many, what was paid and what the drops were worth (minor units). */
export interface RealisedRtp {
  opens: number;
  paid: number;
  value: number;
  /** value / paid as a fraction; null when nothing was paid. */
  rtp: number | null;
}

/**
 * The return players really got from each case over its latest `window` paid openings ('all': every
 * one): the drops' value (each item's price when it dropped) over the money paid. Free and coin
 * openings cost no money and are left out. The case page, the public statistics and the console's
 * monitor all read it.
 */
export async function realisedRtp(db: DbOrTx, caseIds: readonly number[], window: number | 'all'): Promise<Map<number, RealisedRtp>> {
  const out = new Map<number, RealisedRtp>(caseIds.map((id) => [id, { opens: 0, paid: 0, value: 0, rtp: null }]));
  if (caseIds.length === 0) return out;
  const limit = window === 'all' ? null : window;
  const result = (await db.execute(sql`
    SELECT c.id AS case_id, x.n, x.paid, x.value
    FROM unnest(${sql.param([...caseIds])}::int[]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, coalesce(sum(w.price_paid), 0)::bigint AS paid, coalesce(sum(w.value), 0)::bigint AS value
      FROM (
        SELECT ${openings.pricePaid} AS price_paid, ${inventoryItems.price} AS value
        FROM ${openings} JOIN ${inventoryItems} ON ${inventoryItems.id} = ${openings.inventoryItemId}
        WHERE ${openings.caseId} = c.id AND ${openings.currency} = 'GOLD' AND ${openings.pricePaid} > 0
        ORDER BY ${openings.id} DESC LIMIT ${limit}
      ) w
    ) x`)) as unknown as { rows: { case_id: number; n: number; paid: string | number; value: string | number }[] };
  for (const r of result.rows) {
    const paid = Number(r.paid);
    const value = Number(r.value);
    out.set(Number(r.case_id), { opens: Number(r.n), paid, value, rtp: paid > 0 ? value / paid : null });
  }
  return out;
}
