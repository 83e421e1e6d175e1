import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { eventUsers } from '../../platform/db/schema/index.js';
import { excluded } from '../../platform/db/sql-names.js';

/** Adds event coins (kopecks of coins) to what a player earned in an event, as if play had earned them. */
export async function addEventCoins(db: DbOrTx, eventId: number, userId: number, amount: number): Promise<void> {
  await db
    .insert(eventUsers)
    .values({ eventId, userId, coinsEarned: amount })
    .onConflictDoUpdate({ target: [eventUsers.eventId, eventUsers.userId], set: { coinsEarned: sql`${eventUsers.coinsEarned} + ${excluded(eventUsers.coinsEarned)}` } });
}
