import type { FeatureFlags } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/index.js';
import { cachedValue } from '../../platform/cached-value.js';
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
  const switches = cachedValue(async (): Promise<EffectiveSwitches> => {
    const [features, details] = await Promise.all([getSetting(db, 'features'), getSetting(db, 'operatorDetails')]);
    return { features: { ...config.FEATURES, ...features }, details: { ...configDetails(config), ...details } };
  }, SWITCH_CACHE_MS);
  return {
    read: () => switches.get(),
    features: async () => (await switches.get()).features,
    /** Forgets this node's copy (after the console changed a switch). */
    forget: () => switches.forget(),
  };
}

export type SiteSwitches = ReturnType<typeof createSiteSwitches>;
