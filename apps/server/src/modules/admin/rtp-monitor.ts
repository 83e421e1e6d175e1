import { percentToShare } from '@tastydrop/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { battles, jobs } from '../../platform/db/schema/index.js';
import type { CaseCatalog, LoadedCase } from '../cases/case-catalog.js';
import { realisedRtp } from '../cases/case-rtp.js';
import { activityFeedLag } from '../activity/feed-lag.js';

/** The windows the monitor compares: the latest 1,000 and 10,000 openings and all of them. */
export const RTP_WINDOWS = [1_000, 10_000, 'all'] as const;
/** Standard errors either side of the configured return that realised returns stay within by chance (about 99.7 %). */
const Z = 3;
/** Fewer openings than this say nothing either way. */
const MIN_OPENS = 30;

export interface RtpWindow {
  window: number | 'all';
  opens: number;
  realisedRtp: number | null;
  low: number | null;
  high: number | null;
  outside: boolean;
}

/** The spread of one dropped item's value under a case's drop table (minor units). */
function itemSpread(c: LoadedCase): number {
  const total = c.drops.reduce((a, d) => a + d.weight, 0);
  const mean = c.drops.reduce((a, d) => a + d.weight * d.item.price, 0) / total;
  return Math.sqrt(c.drops.reduce((a, d) => a + d.weight * (d.item.price - mean) ** 2, 0) / total);
}

/**
 * Per case: the configured return against the realised one over each window, with the interval
 * the realised return falls in by chance (configured ± Z standard errors of the summed drop
 * values over what was paid); `alert` when any window with enough openings leaves it.
 */
export async function caseRtpMonitor(db: Db, catalog: CaseCatalog) {
  const { cases } = await catalog.all();
  const ids = cases.map((c) => c.row.id);
  const windows = await Promise.all(RTP_WINDOWS.map((w) => realisedRtp(db, ids, w)));
  return cases.map((c) => {
    const configured = percentToShare(c.rtp);
    const spread = itemSpread(c);
    const rows: RtpWindow[] = RTP_WINDOWS.map((window, k) => {
      const r = windows[k]!.get(c.row.id) ?? { opens: 0, paid: 0, value: 0, rtp: null };
      if (r.rtp === null || r.opens < MIN_OPENS) return { window, opens: r.opens, realisedRtp: r.rtp, low: null, high: null, outside: false };
      const half = (Z * spread * Math.sqrt(r.opens)) / r.paid;
      const low = configured - half;
      const high = configured + half;
      return { window, opens: r.opens, realisedRtp: r.rtp, low, high, outside: r.rtp < low || r.rtp > high };
    });
    return { caseId: c.row.id, slug: c.row.slug, name: c.row.name, configuredRtp: configured, catalogVersion: c.catalogVersion, windows: rows, alert: rows.some((w) => w.outside) };
  });
}

/** The other health readings next to the RTP monitor: battle self-checks, failed jobs and the activity feed's lag. */
export async function healthReadings(db: Db) {
  const [checked] = await db
    .select({ verified: sql<number>`count(*) FILTER (WHERE ${battles.verifiedAt} IS NOT NULL)::int`, flagged: sql<number>`count(*) FILTER (WHERE ${battles.flagged})::int` })
    .from(battles);
  const flagged = await db
    .select({ id: battles.id, verifiedAt: battles.verifiedAt, flagReason: battles.flagReason })
    .from(battles)
    .where(and(eq(battles.flagged, true), isNotNull(battles.verifiedAt)))
    .orderBy(desc(battles.id))
    .limit(20);
  const failedJobs = await db
    .select({ id: jobs.id, type: jobs.type, attempts: jobs.attempts, lastError: jobs.lastError, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.id))
    .limit(50);
  const lag = await activityFeedLag(db);
  return {
    battles: { verified: Number(checked?.verified ?? 0), flagged: Number(checked?.flagged ?? 0), recentFlagged: flagged },
    failedJobs,
    feedLag: lag,
  };
}
