import type { FeatureFlags } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { getSetting, setSetting, type OperatorDetailsOverride } from '../shell/operator-settings.js';
import type { SiteSwitches } from '../shell/site-switches.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

/** The switches the console changes (the database holds them; configuration gives the defaults). */
export async function getSiteSwitches(db: DbOrTx): Promise<{ maintenance: boolean; maintenanceMessage: string }> {
  return { maintenance: await getSetting(db, 'maintenance'), maintenanceMessage: await getSetting(db, 'maintenanceMessage') };
}

/** Feature flags and operator details in force, and which of them the console set. */
export async function getSiteDetails(db: DbOrTx, switches: SiteSwitches) {
  switches.forget();
  const effective = await switches.read();
  const flags = (f: Partial<FeatureFlags>): Record<string, boolean> => Object.fromEntries(Object.entries(f).filter(([, v]) => typeof v === 'boolean'));
  return { features: flags(effective.features), details: effective.details, featureOverrides: flags(await getSetting(db, 'features')), detailOverrides: await getSetting(db, 'operatorDetails') };
}

/** Sets the console's feature flags (those given replace the configuration's), audited. */
export async function setFeatureFlags(db: Db, actor: ConsoleActor, features: Partial<FeatureFlags>, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getSetting(tx, 'features');
    await setSetting(tx, 'features', features);
    await recordAudit(tx, actor, { action: 'site.features', target: 'site', before, after: features, reason });
  });
}

/** Sets the console's legal details and contact addresses (empty ones fall back to the configuration), audited. */
export async function setOperatorDetails(db: Db, actor: ConsoleActor, details: OperatorDetailsOverride, reason: string): Promise<void> {
  const kept = Object.fromEntries(Object.entries(details).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as OperatorDetailsOverride;
  await db.transaction(async (tx) => {
    const before = await getSetting(tx, 'operatorDetails');
    await setSetting(tx, 'operatorDetails', kept);
    await recordAudit(tx, actor, { action: 'site.operator_details', target: 'site', before, after: kept, reason });
  });
}

/** Turns maintenance on or off with the message players see, audited. */
export async function setMaintenance(db: Db, actor: ConsoleActor, change: { on: boolean; message: string; reason: string }) {
  return db.transaction(async (tx) => {
    const before = await getSiteSwitches(tx);
    await setSetting(tx, 'maintenance', change.on);
    await setSetting(tx, 'maintenanceMessage', change.message);
    const after = { maintenance: change.on, maintenanceMessage: change.message };
    await recordAudit(tx, actor, { action: 'site.maintenance', target: 'site', before, after, reason: change.reason });
    return after;
  });
}
