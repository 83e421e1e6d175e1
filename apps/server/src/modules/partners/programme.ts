import { fromWire, type RateTier } from '@tastydrop/domain';
import { loadConfig, type Config } from '../../platform/config.js';

/** The programme's settings as its code uses them (docs/decisions/061-partners.md); amounts in kopecks. */
export interface PartnerProgramme {
  /** Commission rate (bp) by the referrer's active referred players. */
  tiers: RateTier[];
  activeDays: number;
  minClaim: number;
  holdHours: number;
  bindWindowHours: number;
  dailyCap: number;
  /** Rakeback rate (bp) by the player's level. */
  rakebackTiers: RateTier[];
  rakebackMinClaim: number;
  /** The referred player's first-deposit bonus: share of the deposit (bp) and its cap. */
  firstDepositBonusBp: number;
  firstDepositBonusCap: number;
}

const HOUR_MS = 3_600_000;
/** Rakeback is claimed at most once in this long. */
export const RAKEBACK_CLAIM_EVERY_MS = 24 * HOUR_MS;
/** The window of the daily cap of commission claims. */
export const CLAIM_CAP_WINDOW_MS = 24 * HOUR_MS;

export function partnerProgramme(config: Config): PartnerProgramme {
  return {
    tiers: config.PARTNER_TIERS,
    activeDays: config.PARTNER_ACTIVE_DAYS,
    minClaim: fromWire(config.PARTNER_MIN_CLAIM),
    holdHours: config.PARTNER_HOLD_HOURS,
    bindWindowHours: config.PARTNER_BIND_WINDOW_HOURS,
    dailyCap: fromWire(config.PARTNER_DAILY_CAP),
    rakebackTiers: config.RAKEBACK_TIERS,
    rakebackMinClaim: fromWire(config.RAKEBACK_MIN_CLAIM),
    firstDepositBonusBp: config.PARTNER_FIRST_DEPOSIT_BONUS_BP,
    firstDepositBonusCap: fromWire(config.PARTNER_FIRST_DEPOSIT_BONUS_CAP),
  };
}

let defaults: PartnerProgramme | null = null;

/** The programme with every setting at its default (what a caller that passes none gets). */
export function defaultPartnerProgramme(): PartnerProgramme {
  return (defaults ??= partnerProgramme(loadConfig({})));
}

export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}
