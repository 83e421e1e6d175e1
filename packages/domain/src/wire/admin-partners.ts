import { z } from 'zod';
import { ConsoleReason } from './admin.js';
import { RAKEBACK_PERIODS } from './partners.js';

/**
 * The console's side of the partner programme (docs/decisions/062-streamer-partners.md): streamer partners with their
 * own rate, their figures and payouts, and the referred pairs that look like one person. Amounts in roubles.
 */

const Amount = z.number();
const UserId = z.number().int().positive().max(2_147_483_647);

/** The highest rate the console may grant a partner, in percent of the house edge. */
export const PARTNER_MAX_RATE_PERCENT = 50;

export const PARTNER_STATUSES = ['active', 'frozen'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** What a partner's referred players brought: count, active ones, their deposits and stakes; the partner's books. */
const PartnerFigures = z.object({
  referred: z.number().int(),
  active: z.number().int(),
  deposits: Amount,
  stakes: Amount,
  /** Commission accrued in all, claimable now, still in its hold, and paid (claims and payouts). */
  earned: Amount,
  claimable: Amount,
  held: Amount,
  paid: Amount,
});

/** GET /api/admin/partners: every streamer partner. */
export const PartnerAccountRow = PartnerFigures.extend({
  userId: z.number().int(),
  nickname: z.string().nullable(),
  code: z.string().nullable(),
  ratePercent: z.number(),
  status: z.enum(PARTNER_STATUSES),
  note: z.string().nullable(),
  grantedAt: z.string(),
});
export type PartnerAccountRow = z.infer<typeof PartnerAccountRow>;
export const PartnerAccountList = z.object({ rows: z.array(PartnerAccountRow) });
export type PartnerAccountList = z.infer<typeof PartnerAccountList>;

/** POST /api/admin/partners: grants a player partner status (or changes a partner's rate); a code is created if given and the player has none. */
export const PartnerGrantRequest = z.object({
  userId: UserId,
  ratePercent: z.number().min(0).max(PARTNER_MAX_RATE_PERCENT),
  code: z.string().trim().min(1).max(32).optional(),
  note: z.string().trim().max(300).optional(),
  reason: ConsoleReason,
});
export type PartnerGrantRequest = z.infer<typeof PartnerGrantRequest>;

/** POST /api/admin/partners/:id/freeze and /api/admin/partners/pairs/:id/freeze (:id the referred player). */
export const PartnerFreezeRequest = z.object({ frozen: z.boolean(), reason: ConsoleReason });
export type PartnerFreezeRequest = z.infer<typeof PartnerFreezeRequest>;

export const PARTNER_PAYOUT_MODES = ['balance', 'outside'] as const;
export type PartnerPayoutMode = (typeof PARTNER_PAYOUT_MODES)[number];

export const PartnerPayoutRow = z.object({
  approvalId: z.number().int(),
  mode: z.enum(PARTNER_PAYOUT_MODES),
  amount: Amount,
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: z.number().int(),
  decidedBy: z.number().int().nullable(),
  createdAt: z.string(),
  reason: z.string(),
});
export type PartnerPayoutRow = z.infer<typeof PartnerPayoutRow>;

/** GET /api/admin/partners/:id: a partner's figures, earnings by day (the last 30 days, oldest first), players and payouts. */
export const PartnerDetail = PartnerAccountRow.extend({
  days: z.array(z.object({ day: z.string(), earned: Amount, stakes: Amount })),
  players: z.array(
    z.object({
      userId: z.number().int(),
      nickname: z.string().nullable(),
      boundAt: z.string(),
      lastPlayedAt: z.string().nullable(),
      deposits: Amount,
      stakes: Amount,
      earned: Amount,
      frozen: z.boolean(),
    }),
  ),
  payouts: z.array(PartnerPayoutRow),
});
export type PartnerDetail = z.infer<typeof PartnerDetail>;

/**
 * POST /api/admin/partners/:id/payouts: pays claimable commission to the partner's balance, or records it as paid
 * outside the site. It always waits for a second console account (neither the requester nor the partner).
 */
export const PartnerPayoutRequest = z.object({
  mode: z.enum(PARTNER_PAYOUT_MODES),
  amount: z.number().positive().max(10_000_000),
  reason: ConsoleReason,
  /** Chosen per submitted form: a repeated submission asks once. */
  key: z.string().min(8).max(100),
});
export type PartnerPayoutRequest = z.infer<typeof PartnerPayoutRequest>;
export const PartnerPayoutResult = z.object({ approvalId: z.number().int() });

/** What the approval of a partner payout holds (amount in kopecks). */
export const PartnerPayoutSubject = z.object({ mode: z.enum(PARTNER_PAYOUT_MODES), amount: z.number().int() });
export type PartnerPayoutSubject = z.infer<typeof PartnerPayoutSubject>;

/** A referred player and their referrer that share a trace (a device, address, trade partner, card…), or whose play is the referrer's only income. */
export const SuspiciousPair = z.object({
  referrerId: z.number().int(),
  referrerName: z.string().nullable(),
  referredId: z.number().int(),
  referredName: z.string().nullable(),
  /** The kinds of trace they share (account_signals kinds: device, ip, trade, steam, email, card). */
  evidence: z.array(z.string()),
  deposits: Amount,
  stakes: Amount,
  earned: Amount,
  boundAt: z.string(),
  frozen: z.boolean(),
});
export type SuspiciousPair = z.infer<typeof SuspiciousPair>;
/** GET /api/admin/partners/pairs: the pairs that share a trace, frozen ones included (marked). */
export const SuspiciousPairList = z.object({ rows: z.array(SuspiciousPair) });
export type SuspiciousPairList = z.infer<typeof SuspiciousPairList>;

/** A tier of a rate table: from this many active referred players (or this level, for rakeback), this rate in percent. */
const TierInput = z.object({ from: z.number().int().min(0).max(1_000_000), ratePercent: z.number().min(0).max(PARTNER_MAX_RATE_PERCENT) });

/**
 * GET/PUT /api/admin/partners/settings: the programme's settings (decision 061) as the console sets them, over the
 * configuration's defaults. Amounts in roubles; tiers ordered by `from`, the first from 0.
 */
export const PartnerProgrammeSettings = z.object({
  tiers: z.array(TierInput).min(1).max(10),
  activeDays: z.number().int().min(1).max(365),
  minClaim: z.number().min(0).max(1_000_000),
  holdHours: z.number().int().min(0).max(90 * 24),
  bindWindowHours: z.number().int().min(1).max(365 * 24),
  dailyCap: z.number().min(0).max(10_000_000),
  rakebackTiers: z.array(TierInput).min(1).max(20),
  rakebackMinClaim: z.number().min(0).max(1_000_000),
  /** How often a player may claim rakeback; left out, the saved period stays. */
  rakebackPeriod: z.enum(RAKEBACK_PERIODS).optional(),
  firstDepositBonusPercent: z.number().min(0).max(100),
  firstDepositBonusCap: z.number().min(0).max(1_000_000),
});
export type PartnerProgrammeSettings = z.infer<typeof PartnerProgrammeSettings>;
export const PartnerProgrammeSettingsRequest = z.object({ settings: PartnerProgrammeSettings, reason: ConsoleReason });
export type PartnerProgrammeSettingsRequest = z.infer<typeof PartnerProgrammeSettingsRequest>;
