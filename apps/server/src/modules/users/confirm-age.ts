import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

/** Records when the player confirmed being 18 or older; the first confirmation is kept. */
export async function confirmAge(tx: DbOrTx, userId: number, at: Date = new Date()): Promise<void> {
  await tx.update(users).set({ ageConfirmedAt: at }).where(and(eq(users.id, userId), isNull(users.ageConfirmedAt)));
}
