import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { partnerEntries } from '../../platform/db/schema/index.js';

export type PartnerKind = (typeof partnerEntries.$inferSelect)['kind'];

/** A player's programme books of one kind, in units: accrued in all, claimable now (past the hold), still held. */
export interface PartnerBooks {
  earned: bigint;
  claimable: bigint;
  held: bigint;
}

/**
 * Sums a player's rows: an accrual counts as claimable once `holdCutoff` has passed its play, claims and reversals
 * at once (so a reversal is never paid out while the accruals it takes back wait out their hold).
 */
export async function partnerBooks(db: DbOrTx, userId: number, kind: PartnerKind, holdCutoff: Date): Promise<PartnerBooks> {
  const e = partnerEntries;
  const cutoff = holdCutoff.toISOString();
  const [row] = await db
    .select({
      earned: sql<string>`COALESCE(sum(${e.amount}) FILTER (WHERE ${e.entry} = 'accrual'), 0)::text`,
      claimable: sql<string>`COALESCE(sum(${e.amount}) FILTER (WHERE ${e.entry} <> 'accrual' OR ${e.earnedAt} <= ${cutoff}::timestamptz), 0)::text`,
      held: sql<string>`COALESCE(sum(${e.amount}) FILTER (WHERE ${e.entry} = 'accrual' AND ${e.earnedAt} > ${cutoff}::timestamptz), 0)::text`,
    })
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.kind, kind)));
  return { earned: BigInt(row?.earned ?? '0'), claimable: BigInt(row?.claimable ?? '0'), held: BigInt(row?.held ?? '0') };
}

/** Units claimed since `since` (a positive number), and the latest claim's time. */
export async function claimedSince(db: DbOrTx, userId: number, kind: PartnerKind, since: Date): Promise<{ units: bigint; last: Date | null }> {
  const e = partnerEntries;
  const [row] = await db
    .select({
      units: sql<string>`COALESCE(-sum(${e.amount}) FILTER (WHERE ${e.earnedAt} > ${since.toISOString()}::timestamptz), 0)::text`,
      last: sql<string | null>`max(${e.earnedAt})::text`,
    })
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.kind, kind), eq(e.entry, 'claim')));
  return { units: BigInt(row?.units ?? '0'), last: row?.last ? new Date(row.last) : null };
}

/** Accruals of one referrer earned from each referred player (units), for the partner page's list. */
export async function earnedBySource(db: DbOrTx, userId: number): Promise<Map<number, bigint>> {
  const e = partnerEntries;
  const rows = await db
    .select({ source: e.sourceUserId, units: sql<string>`sum(${e.amount})::text` })
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.kind, 'commission'), eq(e.entry, 'accrual')))
    .groupBy(e.sourceUserId);
  return new Map(rows.map((r) => [r.source ?? 0, BigInt(r.units)]));
}

