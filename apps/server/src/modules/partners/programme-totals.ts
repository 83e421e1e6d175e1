import { toWire, type PartnerProgrammeTotals } from '@tastydrop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { ledger } from '../../platform/db/schema/index.js';
import { FIRST_DEPOSIT_BONUS_REASON } from './first-deposit-bonus.js';

/** What the programme pays to balances: commission and rakeback claims, partners' payouts to balance, and referred players' first-deposit bonuses. */
const PAID_REASONS = ['partner_commission', 'rakeback', 'partner_payout', FIRST_DEPOSIT_BONUS_REASON];

/** How long the public figure is served before it is counted again. */
const TOTALS_TTL_MS = 60_000;

/** The sum of what the programme credited, over its own entries only (the ledger's partial index `ledger_programme_paid_idx`). */
export function programmePaidQuery(db: DbOrTx) {
  return db
    .select({ paid: sql<string>`COALESCE(sum(${ledger.delta}) FILTER (WHERE ${ledger.delta} > 0), 0)::text` })
    .from(ledger)
    .where(inArray(ledger.reason, PAID_REASONS));
}

/** Kopecks the programme has ever credited, read from the ledger (what was taken back later is not netted). */
export async function programmePaid(db: DbOrTx): Promise<number> {
  const [row] = await programmePaidQuery(db);
  return Number(row?.paid ?? '0');
}

/** The /stats figure, counted at most once per `ttlMs` per node however many players look (as the case statistics). */
export function createProgrammeTotals(db: DbOrTx, ttlMs = TOTALS_TTL_MS): () => Promise<PartnerProgrammeTotals> {
  let cached: { at: number; value: Promise<PartnerProgrammeTotals> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at >= ttlMs) {
      const value = programmePaid(db).then((paid) => ({ paid: toWire(paid) }));
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
      cached = { at: Date.now(), value };
    }
    return cached.value;
  };
}
