import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { contactMessages } from '../../platform/db/schema/index.js';

/** Marks a contacts-page message answered now, unless it was answered already. */
export async function markMessageAnswered(db: DbOrTx, messageId: number): Promise<void> {
  await db.update(contactMessages).set({ answeredAt: new Date() }).where(and(eq(contactMessages.id, messageId), isNull(contactMessages.answeredAt)));
}
