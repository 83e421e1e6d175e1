import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';

/** The realised return of cases over a window: what the won items are worth against what was paid, per case. */
export interface RealisedRtp {
  /** Percent with two decimals; null when no paid opening falls in the window. */
  rtp: number | null;
  openings: number;
}

/** How far back the case page's realised return looks. */
export const REALISED_RTP_WINDOW_MS = 30 * 24 * 3600_000;

/**
 * The realised return to player of each case in `caseIds` over the last `windowMs`: the catalogue
 * value of every item won in a paid (money) opening over the money paid for them. Free and coin
 * openings cost no money and are left out.
 */
export async function realisedRtp(db: DbOrTx, caseIds: readonly number[], windowMs: number): Promise<Map<number, RealisedRtp>> {
  const out = new Map<number, RealisedRtp>(caseIds.map((id) => [id, { rtp: null, openings: 0 }]));
  if (caseIds.length === 0) return out;
  const result = (await db.execute(sql`
    SELECT o.case_id, count(*)::int AS n, sum(o.price_paid)::bigint AS paid, sum(i.price)::bigint AS won
    FROM openings o JOIN items i ON i.id = o.item_id
    WHERE o.case_id = ANY(${sql.param([...caseIds])}::int[]) AND o.currency = 'GOLD' AND o.price_paid > 0
      AND o.created_at > now() - make_interval(secs => ${windowMs / 1000})
    GROUP BY o.case_id`)) as unknown as { rows: { case_id: number; n: number; paid: string; won: string }[] };
  for (const r of result.rows) {
    const paid = Number(r.paid);
    out.set(Number(r.case_id), { rtp: paid > 0 ? Math.round((Number(r.won) / paid) * 10_000) / 100 : null, openings: Number(r.n) });
  }
  return out;
}
