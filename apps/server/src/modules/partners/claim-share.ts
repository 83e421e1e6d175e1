import { kopecksToUnits, unitsToKopecks } from '@tastydrop/domain';
import { assertMayPlay } from '../wallet/play-limits-check.js';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../platform/db/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { partnerEntries } from '../../platform/db/schema/index.js';
import { credit } from '../wallet/wallet.js';
import { assertPartnerNotFrozen } from './partner-accounts.js';
import { claimedSince, partnerBooks, type PartnerKind } from './partner-books.js';
import { CLAIM_CAP_WINDOW_MS, effectiveProgramme, hoursBefore, rakebackEveryMs, type PartnerProgramme } from './programme.js';

/** Advisory lock spaces: one player's claims of one kind queue. */
const CLAIM_LOCK: Record<PartnerKind, number> = { commission: 610_001, rakeback: 610_002 };

/**
 * Pays the whole kopecks of what is claimable to the balance through the wallet (reason `partner_commission` or
 * `rakeback`); the fraction of a kopeck stays accrued. Commission: past the hold, at least the minimum, at most the
 * daily cap's rest. Rakeback: at least its minimum, once a day. A player on a break is refused by the wallet.
 */
export async function claimShare(db: Db, userId: number, kind: PartnerKind, configured: PartnerProgramme, now: Date = new Date()): Promise<{ amount: number; balance: number }> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK[kind]}::int, ${userId}::int)`);
    const programme = await effectiveProgramme(tx, configured);
    // A claim is money for play: none during a break, whatever there is to claim.
    await assertMayPlay(tx, userId);
    if (kind === 'commission') await assertPartnerNotFrozen(tx, userId);
    const hold = kind === 'commission' ? programme.holdHours : 0;
    const { kopecks } = unitsToKopecks((await partnerBooks(tx, userId, kind, hoursBefore(now, hold))).claimable);
    let amount = kopecks;
    if (kind === 'commission') {
      const claimed = await claimedSince(tx, userId, kind, new Date(now.getTime() - CLAIM_CAP_WINDOW_MS));
      const left = programme.dailyCap - unitsToKopecks(claimed.units).kopecks;
      if (left <= 0) throw new AppError('partner_claim_too_soon');
      amount = Math.min(amount, left);
    } else {
      const { last } = await claimedSince(tx, userId, kind, now);
      if (last && now.getTime() - last.getTime() < rakebackEveryMs(programme)) throw new AppError('partner_claim_too_soon');
    }
    const minimum = kind === 'commission' ? programme.minClaim : programme.rakebackMinClaim;
    if (amount <= 0 || amount < minimum) throw new AppError('partner_claim_below_minimum', { minimum });
    const ref = `claim:${randomUUID()}`;
    const [row] = await tx
      .insert(partnerEntries)
      .values({ userId, kind, entry: 'claim', amount: -kopecksToUnits(amount), ref, earnedAt: now })
      .returning({ id: partnerEntries.id });
    const balance = await credit(tx, {
      userId,
      currency: 'money',
      amount,
      reason: kind === 'commission' ? 'partner_commission' : 'rakeback',
      ref: `partner_entry:${row!.id}`,
      idempotencyKey: `partner:${kind}:${row!.id}`,
    });
    return { amount, balance: balance! };
  });
}
