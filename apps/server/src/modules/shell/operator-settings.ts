import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.js';
import { settings } from '../../db/schema/index.js';

/** Operator settings and their defaults. */
export interface OperatorSettings {
  maintenance: boolean;
  /** Shown to players on the maintenance page; empty: the page's own text. */
  maintenanceMessage: string;
}

const DEFAULTS: OperatorSettings = { maintenance: false, maintenanceMessage: '' };

export async function getSetting<K extends keyof OperatorSettings>(db: DbOrTx, key: K): Promise<OperatorSettings[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return (row?.value as OperatorSettings[K] | undefined) ?? DEFAULTS[key];
}

export async function setSetting<K extends keyof OperatorSettings>(db: DbOrTx, key: K, value: OperatorSettings[K]): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
