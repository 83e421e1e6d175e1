import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

/** Stores the player's confirmed e-mail address. */
export async function setEmail(tx: DbOrTx, userId: number, email: string): Promise<void> {
  await tx.update(users).set({ email }).where(eq(users.id, userId));
}
