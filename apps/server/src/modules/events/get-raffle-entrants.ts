import type { RaffleEntrants } from '@tastydrop/domain';
import type { EventRow } from './current-event.js';

/** GET /v1/event/raffle-entrants/{slug}: the tickets the raffle was drawn from (none before the draw, so no one sees the drum early). */
export function getRaffleEntrants(event: EventRow): RaffleEntrants {
  const drawn = event.raffleDrawnAt !== null;
  return { drawn, entrants: drawn ? (event.raffleEntrants ?? []) : [] };
}
