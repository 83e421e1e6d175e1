import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './db/index.js';
import { settings } from './db/schema/index.js';

/** The value stored under a setting's key, or undefined when none is. */
export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

/** Stores a setting's value, replacing the one before. */
export async function writeSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Stores a setting's first value unless one is there, and returns the one kept: when several nodes
 * generate a value together (a secret, a key pair), the first insert wins and every node reads it back.
 */
export async function settleSetting(db: DbOrTx, key: string, value: unknown): Promise<unknown> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
  return readSetting(db, key);
}
