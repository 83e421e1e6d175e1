import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { events } from '../../platform/db/schema/index.js';

/** The writes of events (docs/decisions/053-one-owner-per-table.md): the events module alone changes `events`. */

export type NewEvent = typeof events.$inferInsert;

/** What a published event version sets on the event's row. */
export type EventSettings = Pick<NewEvent, 'startsAt' | 'endsAt' | 'caseSlugs' | 'look' | 'rafflePrizes' | 'raffleDrawAt'>;

/** Adds an event; returns its id. */
export async function insertEvent(db: DbOrTx, row: NewEvent): Promise<{ id: number }> {
  const [added] = await db.insert(events).values(row).returning({ id: events.id });
  return added!;
}

/** Writes an event's dates, cases, look and raffle prizes. */
export async function saveEvent(db: DbOrTx, eventId: number, settings: EventSettings): Promise<void> {
  await db.update(events).set(settings).where(eq(events.id, eventId));
}
