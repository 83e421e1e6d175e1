import { z } from 'zod';

/** A referral code as typed: letters and digits (checked again, with the look-alike rule, by the server). */
export const ReferralCodeInput = z.object({ code: z.string().trim().min(1).max(32) });
export type ReferralCodeInput = z.infer<typeof ReferralCodeInput>;

/** Amounts in roubles with two decimals, as every wire amount. */
const Amount = z.number();

/** GET /api/v1/partners/me: the player's code and what the programme has earned them. */
export const PartnerStats = z.object({
  /** Null until the player creates one. */
  code: z.string().nullable(),
  referred: z.number().int(),
  /** Referred players who staked within the active window (and are not on a break). */
  active: z.number().int(),
  /** The commission rate now, in percent. */
  ratePercent: z.number(),
  /** Accrued in all, before claims and reversals. */
  earned: Amount,
  claimable: Amount,
  /** Accrued but still in its hold. */
  held: Amount,
  minClaim: Amount,
  holdHours: z.number(),
  /** Whether the player may still enter a code (young enough and not bound). */
  canBind: z.boolean(),
  /** The referrer's code the player is bound to, if any. */
  boundTo: z.string().nullable(),
  players: z.array(z.object({ name: z.string(), joinedAt: z.string(), active: z.boolean(), earned: Amount })),
  /**
   * What the player's first deposit will bring on top of everything else, as a bound player who (with every account
   * of the same person) has neither deposited nor had this bonus; null otherwise.
   */
  firstDepositBonus: z.object({ percent: z.number(), cap: Amount }).nullable(),
  /** Commission accrued each day (UTC) of the last 30, oldest first. */
  days: z.array(z.object({ day: z.string(), earned: Amount })),
});
export type PartnerStats = z.infer<typeof PartnerStats>;

/** How often rakeback may be claimed (the programme's setting). */
export const RAKEBACK_PERIODS = ['day', 'week', 'month'] as const;
export type RakebackPeriod = (typeof RAKEBACK_PERIODS)[number];

/** GET /api/v1/partners/rakeback: the player's own rakeback. */
export const RakebackStatus = z.object({
  ratePercent: z.number(),
  period: z.enum(RAKEBACK_PERIODS),
  level: z.number().int(),
  claimable: Amount,
  minClaim: Amount,
  /** When the next claim is possible (null: now). */
  nextClaimAt: z.string().nullable(),
});
export type RakebackStatus = z.infer<typeof RakebackStatus>;

/** POST …/claim: what was paid to the balance and the balance after it. */
export const PartnerClaimResult = z.object({ amount: Amount, balance: Amount });
export type PartnerClaimResult = z.infer<typeof PartnerClaimResult>;

/** GET /api/v1/stats/partners: what the programme has paid to balances in all (commission, rakeback, first-deposit bonuses). */
export const PartnerProgrammeTotals = z.object({ paid: Amount });
export type PartnerProgrammeTotals = z.infer<typeof PartnerProgrammeTotals>;
