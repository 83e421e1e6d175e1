import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { playBlocks } from '../../platform/db/schema/index.js';

/**
 * Whether the player is in a time-out or a self-exclusion now. No marketing reaches such a player:
 * no marketing e-mail or push, and no personal offer.
 */
export async function isOnBreak(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(playBlocks)
    .where(and(eq(playBlocks.userId, userId), inArray(playBlocks.kind, ['timeout', 'exclusion']), or(isNull(playBlocks.until), gt(playBlocks.until, sql`now()`))))
    .limit(1);
  return row !== undefined;
}
