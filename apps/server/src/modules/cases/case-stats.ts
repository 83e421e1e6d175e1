import { type CaseRtpStats, percentToShare } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import type { CaseCatalog } from './case-catalog.js';
import { realisedRtp } from './case-rtp.js';

/** How long the public statistics are served before they are counted again. */
const STATS_TTL_MS = 60_000;

/**
 * The public per-case statistics: the configured return and the one players really got over
 * every paid open. Counted at most once a minute per node, however many players look.
 */
export function createCaseStats(db: Db, catalog: CaseCatalog, ttlMs = STATS_TTL_MS): () => Promise<CaseRtpStats> {
  let cached: { at: number; value: Promise<CaseRtpStats> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at >= ttlMs) {
      const value = count(db, catalog);
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
      cached = { at: Date.now(), value };
    }
    return cached.value;
  };
}

async function count(db: Db, catalog: CaseCatalog): Promise<CaseRtpStats> {
  const { cases } = await catalog.all();
  const paidCases = cases.filter((c) => c.row.price > 0);
  const realised = await realisedRtp(db, paidCases.map((c) => c.row.id), 'all');
  return paidCases.map((c) => {
    const r = realised.get(c.row.id);
    return { caseId: c.row.id, name: c.row.name, slug: c.row.slug, configuredRtp: percentToShare(c.rtp), realisedRtp: r?.rtp ?? null, opens: r?.opens ?? 0 };
  });
}
