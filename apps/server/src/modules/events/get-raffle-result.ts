import { levelForExp, toWire, type RaffleResult } from '@tastydrop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { eventUsers, items, raffleWinners, users } from '../../platform/db/schema/index.js';
import { CLOSE_GRACE_MS } from '../leaderboards/close-leaderboards.js';
import type { EventRow } from './current-event.js';

const RAFFLE_PAGE_SIZE = 20;

/** GET /v1/event/raffle-result/{slug}: winners by place (paginated), the player's own entry, the seed once drawn. */
export async function getRaffleResult(db: DbOrTx, event: EventRow, userId: number | null, page: number): Promise<RaffleResult> {
  const drawn = event.raffleDrawnAt !== null;
  const winners = await db
    .select({ w: raffleWinners, u: users, i: items })
    .from(raffleWinners)
    .innerJoin(users, eq(users.id, raffleWinners.userId))
    .innerJoin(items, eq(items.id, raffleWinners.itemId))
    .where(eq(raffleWinners.eventId, event.id))
    .orderBy(asc(raffleWinners.position));
  const entry = (r: (typeof winners)[number]) => ({
    itemId: r.i.id,
    img: r.i.image,
    item: r.i.name,
    price: { currency: 'RUB', price: toWire(r.i.price) },
    avatar: r.u.avatar,
    level: levelForExp(r.u.experience),
    position: r.w.position,
    tickets: r.w.tickets,
    userId: r.u.id,
    name: r.u.nickname,
  });
  let me: RaffleResult['meInRaffle'] = null;
  let ticketSpend = 0;
  if (userId !== null) {
    const [row] = await db
      .select({ tickets: eventUsers.tickets, spend: eventUsers.ticketSpend, u: users })
      .from(eventUsers)
      .innerJoin(users, eq(users.id, eventUsers.userId))
      .where(and(eq(eventUsers.eventId, event.id), eq(eventUsers.userId, userId)));
    ticketSpend = row?.spend ?? 0;
    const won = winners.find((r) => r.u.id === userId);
    if (won) me = entry(won);
    else if (row) {
      me = { itemId: null, img: null, item: null, price: null, avatar: row.u.avatar, level: levelForExp(row.u.experience), position: 0, tickets: row.tickets, userId, name: row.u.nickname };
    }
  }
  const total = winners.length;
  const prizeRows = event.rafflePrizes.length ? await db.select().from(items).where(inArray(items.id, event.rafflePrizes)) : [];
  const prizes = event.rafflePrizes.flatMap((itemId, i) => {
    const item = prizeRows.find((r) => r.id === itemId);
    return item ? [{ position: i + 1, itemId, img: item.image, item: item.name, price: { currency: 'RUB', price: toWire(item.price) } }] : [];
  });
  return {
    prizeCount: event.rafflePrizes.length,
    prizes,
    ticketPrice: toWire(event.ticketPrice),
    ticketSpend: toWire(ticketSpend),
    drawAt: (event.raffleDrawnAt ?? new Date(Math.max(event.endsAt.getTime() + CLOSE_GRACE_MS, event.raffleDrawAt?.getTime() ?? 0))).toISOString(),
    drawn,
    seedHash: event.raffleSeedHash,
    seed: drawn ? event.raffleSeed : null,
    raffleResult: winners.slice((page - 1) * RAFFLE_PAGE_SIZE, page * RAFFLE_PAGE_SIZE).map(entry),
    meInRaffle: me,
    paginator: { page, perPage: RAFFLE_PAGE_SIZE, total, lastPage: Math.max(1, Math.ceil(total / RAFFLE_PAGE_SIZE)) },
  };
}
