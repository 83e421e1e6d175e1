import type { FeatureFlags } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/index.js';
import { getSetting, type OperatorDetailsOverride } from './operator-settings.js';

/** How long a node trusts the switches it read; the console's change clears this node's copy at once. */
const SWITCH_CACHE_MS = 2000;

export interface EffectiveSwitches {
  features: FeatureFlags;
  /** The configuration's details with the console's over them. */
  details: OperatorDetailsOverride;
}

/** The details the configuration gives. */
function configDetails(config: Config): OperatorDetailsOverride {
  const pick = (v: string | undefined) => (v ? v : undefined);
  const entries = {
    name: pick(config.OPERATOR_NAME),
    registration: pick(config.OPERATOR_REGISTRATION),
    address: pick(config.OPERATOR_ADDRESS),
    supportEmail: pick(config.SUPPORT_EMAIL),
    partnerEmail: pick(config.PARTNER_EMAIL),
    adsEmail: pick(config.ADS_EMAIL),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as OperatorDetailsOverride;
}

/**
 * Feature flags and the operator's details as the site uses them: the configuration gives the defaults, the
 * console's settings in the database win. Read at most every two seconds per node.
 */
export { configDetails };

export function createSiteSwitches(db: Db, config: Config) {
  let cached: { value: EffectiveSwitches; until: number } | null = null;
  async function read(): Promise<EffectiveSwitches> {
    const now = Date.now();
    if (cached && cached.until > now) return cached.value;
    const [features, details] = await Promise.all([getSetting(db, 'features'), getSetting(db, 'operatorDetails')]);
    const value = { features: { ...config.FEATURES, ...features }, details: { ...configDetails(config), ...details } };
    cached = { value, until: now + SWITCH_CACHE_MS };
    return value;
  }
  return {
    read,
    features: async () => (await read()).features,
    /** Forgets this node's copy (after the console changed a switch). */
    forget: () => {
      cached = null;
    },
  };
}

export type SiteSwitches = ReturnType<typeof createSiteSwitches>;
