import { edgeShareUnits, levelForExp, tierRate } from '@tastydrop/domain';
import { and, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { partnerEntries, playBlocks, referralBindings, users } from '../../platform/db/schema/index.js';
import { commissionRate, partnerAccountsOf } from './partner-rates.js';
import { playReturns, type PlayedStake } from './play-returns.js';
import { effectiveProgramme, hoursBefore, type PartnerProgramme } from './programme.js';

export type { PlayedStake } from './play-returns.js';

type NewEntry = typeof partnerEntries.$inferInsert;

/**
 * Accrues the programme's shares of a batch of play (the activity feed calls it in its transaction): the player's
 * rakeback at their level's rate and, for a referred player, the referrer's commission at the rate of their active
 * referred players, each `stake × (1 − return) × rate` exactly, once per activity key. A player in a time-out or a
 * self-exclusion earns nothing and counts as no active referred player.
 */
export async function accruePartnerShares(tx: Tx, plays: readonly PlayedStake[], configured: PartnerProgramme, now: Date): Promise<void> {
  const list = plays.filter((p) => p.stake > 0);
  if (list.length === 0) return;
  const programme = await effectiveProgramme(tx, configured);
  const players = [...new Set(list.map((p) => p.userId))];
  const bindings = await tx
    .select({ userId: referralBindings.userId, referrerId: referralBindings.referrerId, frozenAt: referralBindings.frozenAt })
    .from(referralBindings)
    .where(inArray(referralBindings.userId, players));
  if (bindings.length > 0) await markPlayed(tx, list.filter((p) => bindings.some((b) => b.userId === p.userId)));
  // A pair the console froze as suspicious earns its referrer nothing while frozen; so does a frozen partner.
  const referrers = [...new Set(bindings.map((b) => b.referrerId))];
  const partners = await partnerAccountsOf(tx, referrers);
  const referrerOf = new Map(bindings.filter((b) => b.frozenAt === null && partners.get(b.referrerId)?.status !== 'frozen').map((b) => [b.userId, b.referrerId]));
  const resting = await onBreak(tx, [...players, ...referrers]);
  const active = await activeReferred(tx, referrers, programme, now);
  const levels = new Map(
    (await tx.select({ id: users.id, experience: users.experience }).from(users).where(inArray(users.id, players))).map((u) => [u.id, levelForExp(u.experience)]),
  );
  const returns = await playReturns(tx, list);

  const rows: NewEntry[] = [];
  for (const p of list) {
    const returnBp = returns.get(p.key);
    if (returnBp === undefined || resting.has(p.userId)) continue;
    const base = { entry: 'accrual' as const, sourceUserId: p.userId, activityKey: p.key, stake: p.stake, returnBp, earnedAt: p.at };
    const rakeRate = tierRate(programme.rakebackTiers, levels.get(p.userId) ?? 0);
    const rake = edgeShareUnits(p.stake, returnBp, rakeRate);
    if (rake > 0n) rows.push({ ...base, userId: p.userId, kind: 'rakeback', amount: rake, rateBp: rakeRate });
    const referrer = referrerOf.get(p.userId);
    if (referrer === undefined || resting.has(referrer)) continue;
    const rate = commissionRate(partners.get(referrer), active.get(referrer) ?? 0, programme);
    const share = edgeShareUnits(p.stake, returnBp, rate);
    if (share > 0n) rows.push({ ...base, userId: referrer, kind: 'commission', amount: share, rateBp: rate });
  }
  if (rows.length > 0) await tx.insert(partnerEntries).values(rows).onConflictDoNothing();
}

/** Referred players' latest play, for the count of active ones. */
async function markPlayed(tx: Tx, plays: readonly PlayedStake[]): Promise<void> {
  const latest = new Map<number, Date>();
  for (const p of plays) if (!latest.has(p.userId) || latest.get(p.userId)! < p.at) latest.set(p.userId, p.at);
  for (const [userId, at] of latest) {
    await tx
      .update(referralBindings)
      .set({ lastPlayedAt: sql`GREATEST(COALESCE(${referralBindings.lastPlayedAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)` })
      .where(sql`${referralBindings.userId} = ${userId}`);
  }
}

/** The players among `ids` in a time-out or a self-exclusion now. */
async function onBreak(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userId: playBlocks.userId })
    .from(playBlocks)
    .where(and(inArray(playBlocks.userId, ids), inArray(playBlocks.kind, ['timeout', 'exclusion']), or(isNull(playBlocks.until), gt(playBlocks.until, sql`now()`))));
  return new Set(rows.map((r) => r.userId));
}

/** Per referrer: referred players who staked within the active window and are not on a break (this batch included). */
export async function activeReferred(tx: Tx, referrers: number[], programme: PartnerProgramme, now: Date): Promise<Map<number, number>> {
  if (referrers.length === 0) return new Map();
  const b = referralBindings;
  const rows = await tx
    .select({ referrerId: b.referrerId, n: sql<number>`count(*)::int` })
    .from(b)
    .where(
      and(
        inArray(b.referrerId, referrers),
        gt(b.lastPlayedAt, hoursBefore(now, programme.activeDays * 24)),
        sql`NOT EXISTS (SELECT 1 FROM ${playBlocks} WHERE ${playBlocks.userId} = ${b.userId} AND ${playBlocks.kind} IN ('timeout', 'exclusion')
              AND (${playBlocks.until} IS NULL OR ${playBlocks.until} > now()))`,
      ),
    )
    .groupBy(b.referrerId);
  return new Map(rows.map((r) => [r.referrerId, Number(r.n)]));
}
