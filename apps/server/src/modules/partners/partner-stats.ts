import { bpToPercent, levelForExp, tierRate, toWire, unitsToKopecks, type PartnerStats, type RakebackStatus } from '@tastydrop/domain';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import type { Db } from '../../platform/db/index.js';
import { referralBindings, referralCodes, users } from '../../platform/db/schema/index.js';
import { activeReferred } from './accrue-shares.js';
import { earningsByDay } from './partner-accounts.js';
import { commissionRate, partnerAccountsOf } from './partner-rates.js';
import { firstDepositBonusOffer } from './first-deposit-bonus.js';
import { claimedSince, earnedBySource, partnerBooks } from './partner-books.js';
import { effectiveProgramme, hoursBefore, rakebackEveryMs, type PartnerProgramme } from './programme.js';

/** Units to a wire amount, whole kopecks (the fraction stays accrued). */
const wire = (units: bigint) => toWire(units > 0n ? unitsToKopecks(units).kopecks : -unitsToKopecks(-units).kopecks);

/** The partner page: the player's code, referred players, rate and books. */
export async function getPartnerStats(db: Db, userId: number, configured: PartnerProgramme, now: Date = new Date()): Promise<PartnerStats> {
  return db.transaction(async (tx: Tx) => {
    const programme = await effectiveProgramme(tx, configured);
    const [code] = await tx.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    const referred = await tx
      .select({ userId: referralBindings.userId, name: users.nickname, boundAt: referralBindings.boundAt, lastPlayedAt: referralBindings.lastPlayedAt })
      .from(referralBindings)
      .innerJoin(users, eq(users.id, referralBindings.userId))
      .where(eq(referralBindings.referrerId, userId))
      .orderBy(desc(referralBindings.boundAt))
      .limit(200);
    const active = (await activeReferred(tx, [userId], programme, now)).get(userId) ?? 0;
    const books = await partnerBooks(tx, userId, 'commission', hoursBefore(now, programme.holdHours));
    const bySource = await earnedBySource(tx, userId);
    const [me] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    const [binding] = await tx
      .select({ code: referralCodes.code })
      .from(referralBindings)
      .leftJoin(referralCodes, eq(referralCodes.userId, referralBindings.referrerId))
      .where(eq(referralBindings.userId, userId));
    const activeSince = hoursBefore(now, programme.activeDays * 24);
    const firstDepositBonus = binding ? await firstDepositBonusOffer(tx, userId, programme) : null;
    return {
      code: code?.code ?? null,
      referred: referred.length,
      active,
      ratePercent: bpToPercent(commissionRate((await partnerAccountsOf(tx, [userId])).get(userId), active, programme)),
      earned: wire(books.earned),
      claimable: wire(books.claimable),
      held: wire(books.held),
      minClaim: toWire(programme.minClaim),
      holdHours: programme.holdHours,
      canBind: !binding && !!me && me.createdAt >= hoursBefore(now, programme.bindWindowHours),
      boundTo: binding ? (binding.code ?? '') : null,
      players: referred.map((r) => ({
        name: r.name,
        joinedAt: r.boundAt.toISOString(),
        active: r.lastPlayedAt !== null && r.lastPlayedAt > activeSince,
        earned: wire(bySource.get(r.userId) ?? 0n),
      })),
      firstDepositBonus,
      days: (await earningsByDay(tx, userId, now)).map((d) => ({ day: d.day, earned: d.earned })),
    };
  });
}

/** The player's rakeback: rate by level, claimable, and when the next claim is possible. */
export async function getRakebackStatus(db: Db, userId: number, configured: PartnerProgramme, now: Date = new Date()): Promise<RakebackStatus> {
  const programme = await effectiveProgramme(db, configured);
  const [me] = await db.select({ experience: users.experience }).from(users).where(eq(users.id, userId));
  const level = levelForExp(me?.experience ?? 0);
  const books = await partnerBooks(db, userId, 'rakeback', now);
  const { last } = await claimedSince(db, userId, 'rakeback', now);
  const next = last ? new Date(last.getTime() + rakebackEveryMs(programme)) : null;
  return {
    ratePercent: bpToPercent(tierRate(programme.rakebackTiers, level)),
    period: programme.rakebackPeriod,
    level,
    claimable: wire(books.claimable),
    minClaim: toWire(programme.rakebackMinClaim),
    nextClaimAt: next && next > now ? next.toISOString() : null,
  };
}
