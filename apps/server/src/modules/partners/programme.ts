import { fromWire, type RakebackPeriod, type RateTier } from '@tastydrop/domain';
import { loadConfig, type Config } from '../../platform/config.js';
import type { DbOrTx } from '../../platform/db/index.js';
import { readSetting, writeSetting } from '../../platform/settings-store.js';

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
  /** How often rakeback may be claimed. */
  rakebackPeriod: RakebackPeriod;
  /** The referred player's first-deposit bonus: share of the deposit (bp) and its cap. */
  firstDepositBonusBp: number;
  firstDepositBonusCap: number;
}

const HOUR_MS = 3_600_000;
const PERIOD_MS: Record<RakebackPeriod, number> = { day: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS, month: 30 * 24 * HOUR_MS };

/** Rakeback is claimed at most once in this long. */
export function rakebackEveryMs(programme: Pick<PartnerProgramme, 'rakebackPeriod'>): number {
  return PERIOD_MS[programme.rakebackPeriod];
}
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
    rakebackPeriod: config.RAKEBACK_PERIOD,
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

/** Where the console's settings of the programme are kept (docs/decisions/062-streamer-partners.md). */
const SETTING_KEY = 'partnerProgramme';

/**
 * The programme as it stands: the settings the console saved over `base` (the configuration's). Every entry point
 * reads it in its own transaction, so a change made on one node holds on every node at once, with no cache to clear.
 */
export async function effectiveProgramme(db: DbOrTx, base: PartnerProgramme): Promise<PartnerProgramme> {
  const stored = (await readSetting(db, SETTING_KEY)) as Partial<PartnerProgramme> | undefined;
  return stored ? { ...base, ...stored } : base;
}

/** Saves the console's settings of the programme (every field: a later configuration change does not show through). */
export async function saveProgramme(db: DbOrTx, programme: PartnerProgramme): Promise<void> {
  await writeSetting(db, SETTING_KEY, programme);
}
