import { drawRaffle } from '@tastydrop/domain';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { eventUsers, events, items, raffleWinners } from '../../platform/db/schema/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { drainActivityFeed } from '../activity/run-activity-feed.js';
import { grantItems } from '../items/grant-items.js';
import { CLOSE_GRACE_MS } from '../leaderboards/close-leaderboards.js';

/**
 * Draws the raffle of every event that ended: winners from the seed committed at the event's start
 * (its hash was public all along), prizes into their inventories and the seed revealed, all in one
 * transaction under the event's row lock, so a rerun draws nothing twice.
 */
export async function drawRaffles(db: Db, realtime: Realtime | null, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        isNull(events.raffleDrawnAt),
        lte(events.endsAt, new Date(now.getTime() - CLOSE_GRACE_MS)),
        // A draw time set by the console waits for its moment; it is never before the end.
        or(isNull(events.raffleDrawAt), lte(events.raffleDrawAt, now)),
      ),
    );
  if (due.length === 0) return 0;
  await drainActivityFeed(db, realtime, now);
  for (const { id } of due) await drawEventRaffle(db, id, now);
  return due.length;
}

/**
 * Draws one event's raffle now, once (false when it was drawn already). The tickets it draws from are
 * kept with the event (`raffle_entrants`), so the published draw can be re-run even if tickets change later.
 */
export async function drawEventRaffle(db: Db, eventId: number, now = new Date()): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event || event.raffleDrawnAt) return false;
    const entrants = await tx
      .select({ userId: eventUsers.userId, tickets: eventUsers.tickets })
      .from(eventUsers)
      .where(and(eq(eventUsers.eventId, eventId), gt(eventUsers.tickets, 0)))
      .orderBy(asc(eventUsers.userId));
    const winners = drawRaffle(event.raffleSeed, event.slug, entrants, event.rafflePrizes.length);
    const prizeRows = event.rafflePrizes.length ? await tx.select().from(items).where(inArray(items.id, event.rafflePrizes)) : [];
    // Prizes go in player order: each insert takes its player's inventory value row (inventory_values),
    // and every other statement over several players takes those rows in that order.
    for (const [i, winner] of [...winners.entries()].sort(([, a], [, b]) => a.userId - b.userId)) {
      const item = prizeRows.find((r) => r.id === event.rafflePrizes[i]);
      if (!item) continue;
      const [inventoryItemId] = await grantItems(tx, [{ userId: winner.userId, itemId: item.id, price: item.price, source: 'Case' }]);
      await tx.insert(raffleWinners).values({ eventId, position: i + 1, userId: winner.userId, tickets: winner.tickets, itemId: item.id, inventoryItemId: inventoryItemId! });
    }
    await tx
      .update(events)
      .set({ raffleDrawnAt: now, raffleEntrants: entrants.map((e): [number, number] => [e.userId, e.tickets]) })
      .where(eq(events.id, eventId));
    return true;
  });
}
