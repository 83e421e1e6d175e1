import { bpToPercent, firstDepositBonusAmount, toWire, type LedgerReason, type PartnerStats } from '@tastydrop/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/index.js';
import { ledger, referralBindings } from '../../platform/db/schema/index.js';
import { lockPerson, samePersonIds } from '../risk/account-signals.js';
import { credit } from '../wallet/wallet.js';
import { effectiveProgramme, type PartnerProgramme } from './programme.js';

/** Ledger reason of the referred player's first-deposit bonus. */
export const FIRST_DEPOSIT_BONUS_REASON = 'partner_first_deposit_bonus' satisfies LedgerReason;

/** One bonus per player: the wallet's key, so a repeated credit is a no-op. */
const bonusKey = (userId: number) => `partner-first-deposit:${userId}`;

/**
 * Whether an account of the group has had the bonus, or a deposit credited other than the one under `exceptRef`
 * (the deposit being settled now).
 */
async function takenByPerson(db: DbOrTx, group: number[], exceptRef: string | null): Promise<boolean> {
  const [bonus] = await db.select({ id: ledger.id }).from(ledger).where(inArray(ledger.idempotencyKey, group.map(bonusKey))).limit(1);
  if (bonus) return true;
  const deposit = and(inArray(ledger.userId, group), eq(ledger.reason, 'deposit'), exceptRef === null ? undefined : ne(ledger.ref, exceptRef));
  const [earlier] = await db.select({ id: ledger.id }).from(ledger).where(deposit).limit(1);
  return earlier !== undefined;
}

async function isBound(db: DbOrTx, userId: number): Promise<boolean> {
  const [binding] = await db.select({ userId: referralBindings.userId }).from(referralBindings).where(eq(referralBindings.userId, userId));
  return binding !== undefined;
}

/**
 * A deposit was credited (in `tx`, under `ref`): a player bound to a referrer gets `firstDepositBonusBp` of it, at
 * most `firstDepositBonusCap`, once per person (docs/decisions/058): not when any account of the same person has had
 * the bonus or a deposit before. Deposits of one person's accounts queue on the lowest id of the group, so two racing
 * pay once. A player the bonus does not reach is skipped silently; like the deposit's other bonuses it is kept during a
 * break (wallet/play-limits.ts). Returns what was credited (kopecks).
 */
export async function grantFirstDepositBonus(tx: Tx, deposit: { userId: number; amount: number; ref: string }, configured: PartnerProgramme): Promise<number> {
  const programme = await effectiveProgramme(tx, configured);
  const amount = firstDepositBonusAmount(deposit.amount, programme.firstDepositBonusBp, programme.firstDepositBonusCap);
  if (amount <= 0 || !(await isBound(tx, deposit.userId))) return 0;
  const group = await lockPerson(tx, 'partner-first-deposit', deposit.userId);
  if (await takenByPerson(tx, group, deposit.ref)) return 0;
  const balance = await credit(tx, { userId: deposit.userId, currency: 'money', amount, reason: FIRST_DEPOSIT_BONUS_REASON, ref: deposit.ref, idempotencyKey: bonusKey(deposit.userId) });
  return balance === null ? 0 : amount;
}

/** What the player's first deposit would bring them (the refill form's line), or null when it would bring nothing. */
export async function firstDepositBonusOffer(db: DbOrTx, userId: number, configured: PartnerProgramme): Promise<PartnerStats['firstDepositBonus']> {
  const programme = await effectiveProgramme(db, configured);
  if (programme.firstDepositBonusBp <= 0 || programme.firstDepositBonusCap <= 0 || !(await isBound(db, userId))) return null;
  if (await takenByPerson(db, [userId, ...(await samePersonIds(db, userId))], null)) return null;
  return { percent: bpToPercent(programme.firstDepositBonusBp), cap: toWire(programme.firstDepositBonusCap) };
}
