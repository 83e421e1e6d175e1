import type { FreeCaseGiftView, Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../core/app-error.js';
import { grantGifts } from '../rewards/free-case-gifts.js';
import type { EventRow } from './current-event.js';
import { lockPerson } from '../risk/account-signals.js';
import { eventFreeCaseKey, eventOpensOf, grantedEventFreeCases } from './list-event-free-cases.js';

/**
 * POST /v1/event/free-cases/{index}/claim: grants one of the running event's free cases to a player who
 * has opened enough of its cases, once per person (the grant key, and the claims of one person's accounts
 * queue and find each other's grant; racing claims add nothing).
 */
export async function claimEventFreeCase(db: Db, game: Game, event: EventRow, userId: number, index: number, now = new Date()): Promise<FreeCaseGiftView> {
  const spec = event.freeCases[index];
  if (!spec) throw new AppError('event_free_case_not_found');
  if (event.startsAt > now || event.endsAt <= now) throw new AppError('event_not_found');
  return withTransaction(db, async (tx) => {
    if ((await eventOpensOf(tx, event.id, userId)) < spec.minEventOpens) throw new AppError('event_free_case_locked', { need: spec.minEventOpens });
    // Once per person (docs/decisions/058): an account of the same person that took it answers as this one would.
    const group = await lockPerson(tx, `event-free:${event.id}:${index}`, userId);
    if ((await grantedEventFreeCases(tx, event, group)).has(index)) throw new AppError('event_free_case_claimed');
    const [granted] = await grantGifts(tx, { userId, game, gifts: [spec], source: 'event', key: eventFreeCaseKey(event.id, index, userId), now });
    if (!granted) throw new AppError('event_free_case_claimed');
    return granted;
  });
}
