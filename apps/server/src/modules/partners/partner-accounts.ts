import { and, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bpToPercent, kopecksToUnits, percentToBp, toWire, unitsToKopecks, type PartnerDetail, type PartnerPayoutMode, type SuspiciousPair } from '@tastydrop/domain';
import type { DbOrTx, Tx } from '../../platform/db/index.js';
import { accountSignals, partnerAccounts, partnerEntries, payments, referralBindings, referralCodes, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { assertMayPlay } from '../wallet/play-limits-check.js';
import { credit } from '../wallet/wallet.js';
import { activeReferred } from './accrue-shares.js';
import { partnerBooks } from './partner-books.js';
import { effectiveProgramme, hoursBefore, type PartnerProgramme } from './programme.js';
import { createReferralCode } from './referral-codes.js';

/**
 * Streamer partners (docs/decisions/062-streamer-partners.md): the console grants a player a commission rate of their
 * own, freezes a partner or a referred pair, reads a partner's figures and pays them through an approved payout.
 */

/** Units to a wire amount in whole kopecks (the fraction stays accrued). */
const wire = (units: bigint) => toWire(units >= 0n ? unitsToKopecks(units).kopecks : -unitsToKopecks(-units).kopecks);

/** Refuses a frozen partner's claims and payouts. */
export async function assertPartnerNotFrozen(db: DbOrTx, userId: number): Promise<void> {
  const [row] = await db.select({ status: partnerAccounts.status }).from(partnerAccounts).where(eq(partnerAccounts.userId, userId));
  if (row?.status === 'frozen') throw new AppError('partner_frozen');
}

/** Grants a player partner status at `ratePercent` (or changes it); creates `code` for a player who has none. Returns the state before. */
export async function grantPartner(
  tx: Tx,
  grantedBy: number,
  input: { userId: number; ratePercent: number; code?: string | undefined; note?: string | undefined },
): Promise<{ before: { rateBp: number; status: string } | null; rateBp: number }> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('userNotFound');
  const rateBp = percentToBp(input.ratePercent);
  const [before] = await tx.select({ rateBp: partnerAccounts.rateBp, status: partnerAccounts.status }).from(partnerAccounts).where(eq(partnerAccounts.userId, input.userId)).for('update');
  await tx
    .insert(partnerAccounts)
    .values({ userId: input.userId, rateBp, note: input.note ?? null, grantedBy })
    .onConflictDoUpdate({ target: partnerAccounts.userId, set: { rateBp, note: input.note ?? null, updatedAt: sql`now()` } });
  if (input.code) {
    const [existing] = await tx.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, input.userId));
    if (!existing) await createReferralCode(tx, input.userId, input.code);
  }
  return { before: before ?? null, rateBp };
}

/** Freezes or thaws a partner; false when the player is no partner. */
export async function setPartnerFrozen(tx: Tx, userId: number, frozen: boolean): Promise<boolean> {
  const rows = await tx
    .update(partnerAccounts)
    .set({ status: frozen ? 'frozen' : 'active', updatedAt: sql`now()` })
    .where(eq(partnerAccounts.userId, userId))
    .returning({ userId: partnerAccounts.userId });
  return rows.length > 0;
}

/** Freezes or thaws a referred pair (by the referred player); false when the player is bound to nobody. */
export async function setPairFrozen(tx: Tx, referredId: number, frozen: boolean, reason: string): Promise<boolean> {
  const rows = await tx
    .update(referralBindings)
    .set(frozen ? { frozenAt: sql`now()`, frozenReason: reason } : { frozenAt: null, frozenReason: null })
    .where(eq(referralBindings.userId, referredId))
    .returning({ userId: referralBindings.userId });
  return rows.length > 0;
}

/** Credited deposits of each player, in kopecks. */
async function depositsOf(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: payments.userId, total: sql<string>`sum(${payments.value})::text` })
    .from(payments)
    .where(and(inArray(payments.userId, ids), eq(payments.status, 'success')))
    .groupBy(payments.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.total)]));
}

/** Per referred player of `referrerId`: the stakes the referrer's commission was accrued on (kopecks) and the commission (units). */
async function accruedBySource(db: DbOrTx, referrerId: number): Promise<Map<number, { stakes: number; earned: bigint }>> {
  const e = partnerEntries;
  const rows = await db
    .select({ source: e.sourceUserId, stakes: sql<string>`coalesce(sum(${e.stake}), 0)::text`, units: sql<string>`sum(${e.amount})::text` })
    .from(e)
    .where(and(eq(e.userId, referrerId), eq(e.kind, 'commission'), eq(e.entry, 'accrual')))
    .groupBy(e.sourceUserId);
  return new Map(rows.map((r) => [r.source ?? 0, { stakes: Number(r.stakes), earned: BigInt(r.units) }]));
}

/** What claims and payouts have taken out of a partner's commission books (units, positive). */
async function paidOut(db: DbOrTx, userId: number): Promise<bigint> {
  const e = partnerEntries;
  const [row] = await db
    .select({ units: sql<string>`coalesce(-sum(${e.amount}), 0)::text` })
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.kind, 'commission'), eq(e.entry, 'claim')));
  return BigInt(row?.units ?? '0');
}

type PartnerFigures = Pick<PartnerDetail, 'referred' | 'active' | 'deposits' | 'stakes' | 'earned' | 'claimable' | 'held' | 'paid'>;

async function figuresOf(tx: Tx, userId: number, programme: PartnerProgramme, now: Date): Promise<{ figures: PartnerFigures; referred: number[]; bySource: Map<number, { stakes: number; earned: bigint }> }> {
  const referred = (await tx.select({ userId: referralBindings.userId }).from(referralBindings).where(eq(referralBindings.referrerId, userId))).map((r) => r.userId);
  const deposits = await depositsOf(tx, referred);
  const bySource = await accruedBySource(tx, userId);
  const books = await partnerBooks(tx, userId, 'commission', hoursBefore(now, programme.holdHours));
  const stakes = [...bySource.values()].reduce((sum, s) => sum + s.stakes, 0);
  return {
    referred,
    bySource,
    figures: {
      referred: referred.length,
      active: (await activeReferred(tx, [userId], programme, now)).get(userId) ?? 0,
      deposits: toWire([...deposits.values()].reduce((sum, d) => sum + d, 0)),
      stakes: toWire(stakes),
      earned: wire(books.earned),
      claimable: wire(books.claimable),
      held: wire(books.held),
      paid: wire(await paidOut(tx, userId)),
    },
  };
}

const partnerRow = {
  userId: partnerAccounts.userId,
  rateBp: partnerAccounts.rateBp,
  status: partnerAccounts.status,
  note: partnerAccounts.note,
  grantedAt: partnerAccounts.grantedAt,
  nickname: users.nickname,
  code: referralCodes.code,
};

function present(row: { userId: number; rateBp: number; status: 'active' | 'frozen'; note: string | null; grantedAt: Date; nickname: string | null; code: string | null }) {
  return { userId: row.userId, nickname: row.nickname, code: row.code, ratePercent: bpToPercent(row.rateBp), status: row.status, note: row.note, grantedAt: row.grantedAt.toISOString() };
}

/** Every partner with their figures, newest grant first. */
export async function listPartners(tx: Tx, configured: PartnerProgramme, now: Date = new Date()) {
  const programme = await effectiveProgramme(tx, configured);
  const rows = await tx
    .select(partnerRow)
    .from(partnerAccounts)
    .innerJoin(users, eq(users.id, partnerAccounts.userId))
    .leftJoin(referralCodes, eq(referralCodes.userId, partnerAccounts.userId))
    .orderBy(desc(partnerAccounts.grantedAt))
    .limit(500);
  const out = [];
  for (const row of rows) out.push({ ...present(row), ...(await figuresOf(tx, row.userId, programme, now)).figures });
  return out;
}

/** A referrer's commission accrued each day (UTC) of the last 30, oldest first, with the stakes it was accrued on. */
export async function earningsByDay(db: DbOrTx, userId: number, now: Date = new Date()): Promise<{ day: string; earned: number; stakes: number }[]> {
  const e = partnerEntries;
  const since = new Date(now.getTime() - 29 * 86_400_000);
  const day = sql<string>`to_char(date_trunc('day', ${e.earnedAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ day, units: sql<string>`sum(${e.amount})::text`, stakes: sql<string>`coalesce(sum(${e.stake}), 0)::text` })
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.kind, 'commission'), eq(e.entry, 'accrual'), gte(e.earnedAt, new Date(since.toISOString().slice(0, 10)))))
    .groupBy(day);
  const found = new Map(byDay.map((d) => [d.day, d]));
  return Array.from({ length: 30 }, (_, i) => new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10)).map((d) => ({
    day: d,
    earned: wire(BigInt(found.get(d)?.units ?? '0')),
    stakes: toWire(Number(found.get(d)?.stakes ?? 0)),
  }));
}

/** A partner's figures, earnings by day over the last 30 days, referred players; payouts come from the console's approvals. */
export async function partnerDetail(tx: Tx, userId: number, configured: PartnerProgramme, now: Date = new Date()): Promise<Omit<PartnerDetail, 'payouts'>> {
  const programme = await effectiveProgramme(tx, configured);
  const [row] = await tx
    .select(partnerRow)
    .from(partnerAccounts)
    .innerJoin(users, eq(users.id, partnerAccounts.userId))
    .leftJoin(referralCodes, eq(referralCodes.userId, partnerAccounts.userId))
    .where(eq(partnerAccounts.userId, userId));
  if (!row) throw new AppError('partner_not_found');
  const { figures, bySource } = await figuresOf(tx, userId, programme, now);
  const days = await earningsByDay(tx, userId, now);
  const players = await tx
    .select({ userId: referralBindings.userId, nickname: users.nickname, boundAt: referralBindings.boundAt, lastPlayedAt: referralBindings.lastPlayedAt, frozenAt: referralBindings.frozenAt })
    .from(referralBindings)
    .innerJoin(users, eq(users.id, referralBindings.userId))
    .where(eq(referralBindings.referrerId, userId))
    .orderBy(desc(referralBindings.boundAt))
    .limit(200);
  const deposits = await depositsOf(
    tx,
    players.map((p) => p.userId),
  );
  return {
    ...present(row),
    ...figures,
    days,
    players: players.map((p) => ({
      userId: p.userId,
      nickname: p.nickname,
      boundAt: p.boundAt.toISOString(),
      lastPlayedAt: p.lastPlayedAt?.toISOString() ?? null,
      deposits: toWire(deposits.get(p.userId) ?? 0),
      stakes: toWire(bySource.get(p.userId)?.stakes ?? 0),
      earned: wire(bySource.get(p.userId)?.earned ?? 0n),
      frozen: p.frozenAt !== null,
    })),
  };
}

/** What a partner may be paid now (kopecks): commission past its hold, less what waits in payouts not yet decided. */
export async function payableCommission(db: DbOrTx, userId: number, configured: PartnerProgramme, now: Date = new Date()): Promise<number> {
  const programme = await effectiveProgramme(db, configured);
  const books = await partnerBooks(db, userId, 'commission', hoursBefore(now, programme.holdHours));
  return unitsToKopecks(books.claimable > 0n ? books.claimable : 0n).kopecks;
}

/** Advisory lock space shared with the partner's own claims (claim-share.ts): one partner's claims and payouts queue. */
const COMMISSION_LOCK = 610_001;

/**
 * Pays an approved payout (in the approval's transaction): `amount` kopecks out of the partner's claimable commission,
 * to the balance through the wallet (reason `partner_payout`) or recorded as paid outside the site. Refused when the
 * partner is frozen, on a break (to the balance), or the commission no longer covers it.
 */
export async function payPartner(tx: Tx, payout: { userId: number; mode: PartnerPayoutMode; amount: number; approvalId: number }, programme: PartnerProgramme, now: Date = new Date()): Promise<number | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${COMMISSION_LOCK}::int, ${payout.userId}::int)`);
  await assertPartnerNotFrozen(tx, payout.userId);
  if (payout.mode === 'balance') await assertMayPlay(tx, payout.userId);
  if ((await payableCommission(tx, payout.userId, programme, now)) < payout.amount) throw new AppError('partner_payout_over_claimable');
  const ref = `payout:${payout.approvalId}`;
  const [row] = await tx
    .insert(partnerEntries)
    .values({ userId: payout.userId, kind: 'commission', entry: 'claim', amount: -kopecksToUnits(payout.amount), ref, earnedAt: now })
    .returning({ id: partnerEntries.id });
  if (payout.mode === 'outside') return null;
  return credit(tx, { userId: payout.userId, currency: 'money', amount: payout.amount, reason: 'partner_payout', ref: `partner_entry:${row!.id}`, idempotencyKey: `partner-payout:${payout.approvalId}` });
}

const referrerSignals = alias(accountSignals, 'referrer_signals');
const referredSignals = alias(accountSignals, 'referred_signals');

/**
 * Referred pairs that share a trace (a device, an address, a trade partner, a platform id, an e-mail, a card), and every
 * frozen pair; newest binding first, with what the pair brought.
 */
export async function suspiciousPairs(tx: Tx): Promise<SuspiciousPair[]> {
  const referrer = alias(users, 'referrer');
  const shared = await tx
    .selectDistinct({ referredId: referralBindings.userId, kind: referredSignals.kind })
    .from(referralBindings)
    .innerJoin(referredSignals, eq(referredSignals.userId, referralBindings.userId))
    .innerJoin(
      referrerSignals,
      and(eq(referrerSignals.userId, referralBindings.referrerId), eq(referrerSignals.kind, referredSignals.kind), eq(referrerSignals.valueHash, referredSignals.valueHash)),
    )
    .limit(2000);
  const evidence = new Map<number, string[]>();
  for (const s of shared) evidence.set(s.referredId, [...(evidence.get(s.referredId) ?? []), s.kind].sort());
  const ids = [...evidence.keys()];
  const rows = await tx
    .select({
      referredId: referralBindings.userId,
      referrerId: referralBindings.referrerId,
      referredName: users.nickname,
      referrerName: referrer.nickname,
      boundAt: referralBindings.boundAt,
      frozenAt: referralBindings.frozenAt,
    })
    .from(referralBindings)
    .innerJoin(users, eq(users.id, referralBindings.userId))
    .innerJoin(referrer, eq(referrer.id, referralBindings.referrerId))
    .where(or(isNotNull(referralBindings.frozenAt), ids.length > 0 ? inArray(referralBindings.userId, ids) : sql`false`))
    .orderBy(desc(referralBindings.boundAt))
    .limit(200);
  const deposits = await depositsOf(
    tx,
    rows.map((r) => r.referredId),
  );
  // One read of each referrer's accruals, however many of their pairs are listed.
  const byReferrer = new Map<number, Map<number, { stakes: number; earned: bigint }>>();
  for (const referrerId of new Set(rows.map((r) => r.referrerId))) byReferrer.set(referrerId, await accruedBySource(tx, referrerId));
  const out: SuspiciousPair[] = [];
  for (const r of rows) {
    const accrued = byReferrer.get(r.referrerId)!.get(r.referredId);
    out.push({
      referrerId: r.referrerId,
      referrerName: r.referrerName,
      referredId: r.referredId,
      referredName: r.referredName,
      evidence: evidence.get(r.referredId) ?? [],
      deposits: toWire(deposits.get(r.referredId) ?? 0),
      stakes: toWire(accrued?.stakes ?? 0),
      earned: wire(accrued?.earned ?? 0n),
      boundAt: r.boundAt.toISOString(),
      frozen: r.frozenAt !== null,
    });
  }
  return out;
}
