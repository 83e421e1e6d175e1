import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { percentOfMinor, type ReviewReason } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { accountSignals, ledger, paymentChargebacks, users, withdrawals } from '../../platform/db/schema/index.js';
import { readSetting, writeSetting } from '../../platform/settings-store.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { samePersonIds, signalHash } from '../risk/account-signals.js';
import { tradePartner } from '../responsible-play/excluded-identity.js';
import { CLASSIFIED_REASONS, classOf } from '../wallet/play-limits.js';

/** The review rules' thresholds as the server keeps them (money in kopecks); 0 or false turns a rule off. */
export interface ReviewSettings {
  highValue: number;
  playThroughPercent: number;
  newAccountHours: number;
  linkedBonusAccounts: number;
  sharedTradeLink: boolean;
  reversedPayment: boolean;
  failedTrades: number;
  failedTradesHours: number;
}

/**
 * The defaults: a withdrawal over 50 000 ₽, deposits not staked once over, a bonus taken by two accounts of one person,
 * a trade partner another account saved, a reversed payment in the group, ten failed withdrawals in a day. The account
 * age rule is off until the operator sets it: every new player would wait otherwise.
 */
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  highValue: 5_000_000,
  playThroughPercent: 100,
  newAccountHours: 0,
  linkedBonusAccounts: 2,
  sharedTradeLink: true,
  reversedPayment: true,
  failedTrades: 10,
  failedTradesHours: 24,
};

const SETTING_KEY = 'withdrawalReview';
const HOUR_MS = 60 * 60 * 1000;

/** Ledger reasons that stake money on play. */
const STAKE_REASONS = [...CLASSIFIED_REASONS].filter((r) => classOf(r) === 'stake');
/** Ledger reasons that are a bonus given, not money paid in or won. */
const BONUS_REASONS = ['deposit_bonus', 'promo_bonus', 'promo_instant', 'offer_bonus', 'pwa_bonus', 'partner_first_deposit_bonus'];

export async function getReviewSettings(db: DbOrTx): Promise<ReviewSettings> {
  const stored = (await readSetting(db, SETTING_KEY)) as Partial<ReviewSettings> | undefined;
  return { ...DEFAULT_REVIEW_SETTINGS, ...(stored ?? {}) };
}

export async function saveReviewSettings(db: DbOrTx, value: ReviewSettings): Promise<void> {
  await writeSetting(db, SETTING_KEY, value);
}

/** Money paid in since the player's last delivered withdrawal, and money staked since the first such deposit. */
export async function playSinceDeposits(db: DbOrTx, userId: number): Promise<{ deposits: number; stakes: number }> {
  const w = alias(withdrawals, 'w');
  const l = alias(ledger, 'l');
  const result = (await db.execute(sql`
    WITH since AS (
      SELECT coalesce(max(${w.createdAt}), 'epoch'::timestamptz) AS at FROM ${tableAs(withdrawals, w)} WHERE ${w.userId} = ${userId} AND ${w.status} = 'accepted'
    ),
    paid AS (
      SELECT coalesce(sum(${l.delta}), 0)::bigint AS deposits, min(${l.createdAt}) AS first_at
      FROM ${tableAs(ledger, l)}, since
      WHERE ${l.userId} = ${userId} AND ${l.currency} = 'money' AND ${l.reason} = 'deposit' AND ${l.delta} > 0 AND ${l.createdAt} > since.at
    )
    SELECT paid.deposits,
      (SELECT coalesce(-sum(${ledger.delta}), 0)::bigint FROM ${ledger}
        WHERE ${ledger.userId} = ${userId} AND ${ledger.currency} = 'money' AND ${ledger.delta} < 0
          AND ${ledger.reason} = ANY(${sql.param(STAKE_REASONS)}::text[]) AND ${ledger.createdAt} >= paid.first_at) AS stakes
    FROM paid`)) as unknown as { rows: { deposits: string | number; stakes: string | number | null }[] };
  const row = result.rows[0];
  return { deposits: Number(row?.deposits ?? 0), stakes: Number(row?.stakes ?? 0) };
}

export interface ReviewCheck {
  reasons: ReviewReason[];
  /** The figures the rules saw, for the console. */
  details: Record<string, number>;
}

/**
 * The rules that hold a withdrawal of `items` by `userId` for the console's review (docs/decisions/059-withdrawal-review.md);
 * none: it goes straight out. `partner` is the trade link (or login) it goes to.
 */
export async function reviewReasons(
  tx: DbOrTx,
  userId: number,
  items: readonly { price: number }[],
  partner: { method: 'trade' | 'login'; value: string },
  now: Date,
): Promise<ReviewCheck> {
  const s = await getReviewSettings(tx);
  const reasons: ReviewReason[] = [];
  const value = items.reduce((sum, i) => sum + i.price, 0);
  const details: Record<string, number> = { value };
  if (s.highValue > 0 && value > s.highValue) reasons.push('high_value');

  if (s.playThroughPercent > 0) {
    const play = await playSinceDeposits(tx, userId);
    Object.assign(details, play);
    // Only a deposit starts the rule: items won without paying in go out as usual.
    if (play.deposits > 0 && play.stakes < percentOfMinor(play.deposits, s.playThroughPercent)) reasons.push('play_through');
  }

  if (s.newAccountHours > 0) {
    const [user] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    if (user && now.getTime() - user.createdAt.getTime() < s.newAccountHours * HOUR_MS) reasons.push('new_account');
  }

  const needsGroup = s.linkedBonusAccounts > 0 || s.reversedPayment;
  const group = needsGroup ? [userId, ...(await samePersonIds(tx, userId))] : [userId];
  if (s.linkedBonusAccounts > 0 && group.length >= s.linkedBonusAccounts) {
    const bonused = await tx
      .selectDistinct({ userId: ledger.userId })
      .from(ledger)
      .where(and(inArray(ledger.userId, group), inArray(ledger.reason, BONUS_REASONS)));
    details.bonusAccounts = bonused.length;
    if (bonused.length >= s.linkedBonusAccounts) reasons.push('linked_bonus');
  }

  if (s.reversedPayment) {
    const [reversed] = await tx.select({ id: paymentChargebacks.id }).from(paymentChargebacks).where(inArray(paymentChargebacks.userId, group)).limit(1);
    if (reversed) reasons.push('reversed_payment');
  }

  if (s.sharedTradeLink && partner.method === 'trade') {
    const account = tradePartner(partner.value);
    if (account) {
      const [shared] = await tx
        .select({ userId: accountSignals.userId })
        .from(accountSignals)
        .where(and(eq(accountSignals.kind, 'trade'), eq(accountSignals.valueHash, signalHash('trade', account)), ne(accountSignals.userId, userId)))
        .limit(1);
      if (shared) reasons.push('shared_trade_link');
    }
  }

  if (s.failedTrades > 0) {
    const [failed] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'failed'), gte(withdrawals.createdAt, new Date(now.getTime() - s.failedTradesHours * HOUR_MS))));
    details.failedTrades = Number(failed?.n ?? 0);
    if (details.failedTrades >= s.failedTrades) reasons.push('failed_trades');
  }
  return { reasons, details };
}
