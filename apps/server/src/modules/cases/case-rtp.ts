import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';

/** A case's openings over a window: how many, what was paid and what the drops were worth (minor units). */
export interface RealisedRtp {
  opens: number;
  paid: number;
  value: number;
  /** value / paid as a fraction; null when nothing was paid (free opens only, or none). */
  rtp: number | null;
}

/**
 * The return players really got from each case over its latest `window` openings (each dropped
 * item is one opening row; 'all': every one). The drop's value is its price when it dropped.
 */
export async function realisedRtp(db: DbOrTx, caseIds: readonly number[], window: number | 'all'): Promise<Map<number, RealisedRtp>> {
  const out = new Map<number, RealisedRtp>();
  if (caseIds.length === 0) return out;
  const limit = window === 'all' ? null : window;
  const result = (await db.execute(sql`
    SELECT c.id AS case_id, x.n, x.paid, x.value
    FROM unnest(${`{${caseIds.join(',')}}`}::int[]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, coalesce(sum(w.price_paid), 0)::bigint AS paid, coalesce(sum(w.value), 0)::bigint AS value
      FROM (
        SELECT o.price_paid, i.price AS value FROM openings o JOIN inventory_items i ON i.id = o.inventory_item_id
        WHERE o.case_id = c.id ORDER BY o.id DESC LIMIT ${limit}
      ) w
    ) x`)) as unknown as { rows: { case_id: number; n: number; paid: string | number; value: string | number }[] };
  for (const r of result.rows) {
    const paid = Number(r.paid);
    const value = Number(r.value);
    out.set(Number(r.case_id), { opens: Number(r.n), paid, value, rtp: paid > 0 ? value / paid : null });
  }
  return out;
}
