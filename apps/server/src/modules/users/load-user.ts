import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

export type UserRow = typeof users.$inferSelect;

/** The account row, or userNotFound. */
export async function loadUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('userNotFound');
  return row;
}
