import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

/** Sets the account's `admin` flag, which follows whether it holds a console role. */
export async function setAdminFlag(tx: DbOrTx, userId: number, admin: boolean): Promise<void> {
  await tx.update(users).set({ admin }).where(eq(users.id, userId));
}
