import type { FreeCaseGiftView, Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../core/app-error.js';
import { grantGifts } from '../rewards/free-case-gifts.js';
import type { EventRow } from './current-event.js';
import { eventFreeCaseKey, eventOpensOf } from './list-event-free-cases.js';

/**
 * POST /v1/event/free-cases/{index}/claim: grants one of the running event's free cases to a player who
 * has opened enough of its cases, once per player (the grant key; racing claims add nothing).
 */
export async function claimEventFreeCase(db: Db, game: Game, event: EventRow, userId: number, index: number, now = new Date()): Promise<FreeCaseGiftView> {
  const spec = event.freeCases[index];
  if (!spec) throw new AppError('event_free_case_not_found');
  if (event.startsAt > now || event.endsAt <= now) throw new AppError('event_not_found');
  return withTransaction(db, async (tx) => {
    if ((await eventOpensOf(tx, event.id, userId)) < spec.minEventOpens) throw new AppError('event_free_case_locked', { need: spec.minEventOpens });
    const [granted] = await grantGifts(tx, { userId, game, gifts: [spec], source: 'event', key: eventFreeCaseKey(event.id, index, userId), now });
    if (!granted) throw new AppError('event_free_case_claimed');
    return granted;
  });
}
