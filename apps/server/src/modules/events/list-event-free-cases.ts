import { and, eq, inArray, sum } from 'drizzle-orm';
import type { EventFreeCase, Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { eventCaseProgress, freeCaseGrants } from '../../platform/db/schema/index.js';
import { giftGrantKey, presentEachGift } from '../rewards/free-case-gifts.js';
import { samePersonIds } from '../risk/account-signals.js';
import type { EventRow } from './current-event.js';

/** The grant key of an event's free case for a player: one grant per player, event and free case. */
export function eventFreeCaseKey(eventId: number, index: number, userId: number): string {
  return `event:${eventId}:free:${index}:user:${userId}`;
}

/** How many of the event's cases the player has opened (as the activity feed has counted them). */
export async function eventOpensOf(db: DbOrTx, eventId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(eventCaseProgress.opened) })
    .from(eventCaseProgress)
    .where(and(eq(eventCaseProgress.eventId, eventId), eq(eventCaseProgress.userId, userId)));
  return Number(row?.n ?? 0);
}

/** Which of the event's free cases (by index) one of `accounts` has been granted. */
export async function grantedEventFreeCases(db: DbOrTx, event: Pick<EventRow, 'id' | 'freeCases'>, accounts: number[]): Promise<Set<number>> {
  const keys = new Map(accounts.flatMap((userId) => event.freeCases.map((_, index) => [giftGrantKey(eventFreeCaseKey(event.id, index, userId), 0), index] as const)));
  if (keys.size === 0) return new Set();
  const rows = await db.select({ key: freeCaseGrants.grantKey }).from(freeCaseGrants).where(inArray(freeCaseGrants.grantKey, [...keys.keys()]));
  return new Set(rows.map((r) => keys.get(r.key)!));
}

/** GET /v1/event/free-cases: the event's free cases (FreeCases tab) and, for a player, which they may take. */
export async function listEventFreeCases(db: DbOrTx, game: Game, event: EventRow, userId: number | null): Promise<EventFreeCase[]> {
  const specs = event.freeCases;
  const views = await presentEachGift(db, game, specs);
  const opens = userId === null ? 0 : await eventOpensOf(db, event.id, userId);
  // Once per person: a free case an account of the same person took shows as taken.
  const granted = userId === null ? new Set<number>() : await grantedEventFreeCases(db, event, [userId, ...(await samePersonIds(db, userId))]);
  const out: EventFreeCase[] = [];
  for (const [index, spec] of specs.entries()) {
    const gift = views[index];
    if (!gift) continue;
    let state: EventFreeCase['state'] = 'guest';
    if (userId !== null) state = granted.has(index) ? 'claimed' : opens >= spec.minEventOpens ? 'available' : 'locked';
    out.push({ index, gift, minEventOpens: spec.minEventOpens, eventOpens: opens, state });
  }
  return out;
}
