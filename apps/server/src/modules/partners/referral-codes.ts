import { isBlockedReferralCode, REFERRAL_CODE_PATTERN, referralCodeKey } from '@tastydrop/domain';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/app-error.js';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { referralBindings, referralCodes, users } from '../../platform/db/schema/index.js';
import { lockPerson, shareAnAddress } from '../risk/account-signals.js';
import { effectiveProgramme, hoursBefore, type PartnerProgramme } from './programme.js';

/** The player's code, or null. */
export async function referralCodeOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code ?? null;
}

/**
 * Creates the player's referral code: letters and digits, no offensive word, and unlike every other code once
 * case and look-alike characters are folded (referralCodeKey). One code per player.
 */
export async function createReferralCode(db: DbOrTx, userId: number, code: string): Promise<string> {
  const text = code.trim();
  if (!REFERRAL_CODE_PATTERN.test(text) || isBlockedReferralCode(text)) throw new AppError('partner_code_invalid');
  try {
    const [row] = await db.insert(referralCodes).values({ userId, code: text, codeKey: referralCodeKey(text) }).onConflictDoNothing({ target: referralCodes.userId }).returning();
    if (!row) throw new AppError('partner_code_taken');
    return row.code;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('partner_code_taken');
    throw error;
  }
}

/**
 * Binds the player to the owner of `code`, once and for ever: refused for the player's own code, for a code of an
 * account of the same person (a shared device, trade partner, platform id, e-mail or card: decision 058) or of an
 * account seen at one of the player's client addresses, for an
 * account older than the binding window and for a player already bound, or one of whose accounts is.
 */
export async function bindReferralCode(db: Db, userId: number, code: string, configured: PartnerProgramme, now: Date = new Date()): Promise<void> {
  await withTransaction(db, async (tx) => {
    const programme = await effectiveProgramme(tx, configured);
    const [owner] = await tx.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.codeKey, referralCodeKey(code)));
    if (!owner) throw new AppError('partner_code_not_found');
    // One binding per person: the accounts of one person queue here and find each other's binding.
    const group = await lockPerson(tx, 'referral-binding', userId);
    if (group.includes(owner.userId) || (await shareAnAddress(tx, userId, owner.userId))) throw new AppError('partner_self_referral');
    const [me] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    if (!me) throw new AppError('userNotFound');
    if (me.createdAt < hoursBefore(now, programme.bindWindowHours)) throw new AppError('partner_bind_too_late');
    const [boundBefore] = await tx.select({ userId: referralBindings.userId }).from(referralBindings).where(inArray(referralBindings.userId, group)).limit(1);
    if (boundBefore) throw new AppError('partner_already_bound');
    const [bound] = await tx.insert(referralBindings).values({ userId, referrerId: owner.userId, boundAt: now }).onConflictDoNothing().returning();
    if (!bound) throw new AppError('partner_already_bound');
  });
}
