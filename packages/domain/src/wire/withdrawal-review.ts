import { z } from 'zod';
import { ConsoleReason } from './admin.js';

/** The rules that can hold a withdrawal for the console's review (docs/decisions/059-withdrawal-review.md). */
export const REVIEW_REASONS = ['high_value', 'play_through', 'new_account', 'linked_bonus', 'shared_trade_link', 'reversed_payment', 'failed_trades'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** Why the console refused a held withdrawal; the player's page says it in words. */
export const REVIEW_REFUSALS = ['no_play', 'multi_account', 'bonus_abuse', 'payment_reversed', 'trade_link', 'identity_not_confirmed', 'other'] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

/** Where a held withdrawal stands, as the player's inventory shows it. */
export const ItemReview = z.object({
  state: z.enum(['waiting', 'identity', 'refused']),
  refusal: z.enum(REVIEW_REFUSALS).nullable(),
});
export type ItemReview = z.infer<typeof ItemReview>;

/** The review rules' thresholds; 0 (or false) turns a rule off. Money in roubles on the wire. */
export const ReviewThresholds = z.object({
  /** A withdrawal worth more than this is held. */
  highValue: z.number().min(0).max(10_000_000),
  /** Deposits since the last delivered withdrawal must be staked this many per cent before one goes out. */
  playThroughPercent: z.number().int().min(0).max(10_000),
  /** Accounts younger than this many hours are held. */
  newAccountHours: z.number().int().min(0).max(24 * 365),
  /** A same-person group where this many accounts or more took bonuses is held. */
  linkedBonusAccounts: z.number().int().min(0).max(100),
  /** A trade partner another account also saved. */
  sharedTradeLink: z.boolean(),
  /** A refund or chargeback anywhere in the same-person group. */
  reversedPayment: z.boolean(),
  /** This many failed withdrawals or more within `failedTradesHours`. */
  failedTrades: z.number().int().min(0).max(1000),
  failedTradesHours: z.number().int().min(1).max(24 * 90),
});
export type ReviewThresholds = z.infer<typeof ReviewThresholds>;

export const ReviewThresholdsRequest = z.object({ thresholds: ReviewThresholds, reason: ConsoleReason });
export const ReviewThresholdsResult = z.object({ thresholds: ReviewThresholds });

/** GET /api/admin/withdrawal-reviews: the held withdrawals, oldest first, with what the operator decides on. */
export const WithdrawalReviewRow = z.object({
  id: z.number().int(),
  withdrawalId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  state: z.enum(['waiting', 'identity']),
  reasons: z.array(z.enum(REVIEW_REASONS)),
  createdAt: z.string(),
  /** Money paid in since the last delivered withdrawal, and staked since the first such deposit. */
  deposits: z.number(),
  stakes: z.number(),
  /** The accounts the same person holds (strong links). */
  linked: z.array(z.number().int()),
});
export const WithdrawalReviewList = z.object({ rows: z.array(WithdrawalReviewRow), thresholds: ReviewThresholds });
export type WithdrawalReviewList = z.infer<typeof WithdrawalReviewList>;

export const WithdrawalReviewDecision = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), reason: ConsoleReason }),
  z.object({ action: z.literal('identity'), reason: ConsoleReason }),
  z.object({ action: z.literal('refuse'), refusal: z.enum(REVIEW_REFUSALS), reason: ConsoleReason }),
]);
export type WithdrawalReviewDecision = z.infer<typeof WithdrawalReviewDecision>;
