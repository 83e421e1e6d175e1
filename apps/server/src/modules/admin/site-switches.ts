import type { Db, DbOrTx } from '../../db/index.js';
import { getSetting, setSetting } from '../shell/operator-settings.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

/** The switches the console changes (the database holds them; configuration gives the defaults). */
export async function getSiteSwitches(db: DbOrTx): Promise<{ maintenance: boolean; maintenanceMessage: string }> {
  return { maintenance: await getSetting(db, 'maintenance'), maintenanceMessage: await getSetting(db, 'maintenanceMessage') };
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
