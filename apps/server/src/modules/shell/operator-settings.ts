import type { FeatureFlags } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { readSetting, writeSetting } from '../../platform/settings-store.js';

/** Operator settings and their defaults. */
export interface OperatorSettings {
  maintenance: boolean;
  /** Shown to players on the maintenance page; empty: the page's own text. */
  maintenanceMessage: string;
  /** Feature flags switched from the console, over the configuration's table. */
  features: Partial<FeatureFlags>;
  /** The operator's legal details and contact addresses from the console, over the configuration's. */
  operatorDetails: OperatorDetailsOverride;
  /** A fresh site's one-time owner link: the SHA-256 of its token, or empty once used (or before the first start). */
  ownerClaim: string;
}

export interface OperatorDetailsOverride {
  name?: string;
  registration?: string;
  address?: string;
  supportEmail?: string;
  partnerEmail?: string;
  adsEmail?: string;
}

const DEFAULTS: OperatorSettings = { maintenance: false, maintenanceMessage: '', features: {}, operatorDetails: {}, ownerClaim: '' };

export async function getSetting<K extends keyof OperatorSettings>(db: DbOrTx, key: K): Promise<OperatorSettings[K]> {
  return ((await readSetting(db, key)) as OperatorSettings[K] | undefined) ?? DEFAULTS[key];
}

export async function setSetting<K extends keyof OperatorSettings>(db: DbOrTx, key: K, value: OperatorSettings[K]): Promise<void> {
  await writeSetting(db, key, value);
}
