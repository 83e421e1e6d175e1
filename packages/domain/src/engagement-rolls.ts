/**
 * The engagement rules that roll from an opening's or a raffle's seeds (coins of an open, the raffle draw). They
 * are apart from engagement-rules.ts because they bring the HMAC code (fairness.ts): the main page's first download
 * takes the display rules only.
 */
import { roll } from './fairness.js';

/** The roll cursor that decides an open's TASTY_COIN bonus (items use 0, 1, …; the multicast count 100). */
export const COINS_CURSOR = 200;

/**
 * Coins an open pays (`tastyCoins`): a whole number from min to max, uniform, rolled from the
 * opening's own seed pair and nonce at COINS_CURSOR so anyone can recompute it once the seed is revealed.
 */
export function rollOpenCoins(serverSeed: string, clientSeed: string, nonce: number, range: { min: number; max: number }): number {
  const min = Math.max(0, Math.floor(range.min));
  const max = Math.max(min, Math.floor(range.max));
  if (max === 0) return 0;
  return min + Math.floor(roll(serverSeed, clientSeed, nonce, COINS_CURSOR) * (max - min + 1));
}

export interface RaffleEntrant {
  userId: number;
  tickets: number;
}

/**
 * The raffle draw: place p (1, 2, …) rolls roll(seed, clientSeed, p, 0) over the tickets still in the
 * drum and takes the entrant holding that ticket; a winner leaves the drum. Entrants are taken in
 * userId order, so anyone with the revealed seed and the ticket list gets the same winners.
 */
export function drawRaffle(seed: string, clientSeed: string, entrants: readonly RaffleEntrant[], places: number): RaffleEntrant[] {
  const drum = [...entrants].filter((e) => e.tickets > 0).sort((a, b) => a.userId - b.userId);
  const winners: RaffleEntrant[] = [];
  for (let place = 1; place <= places && drum.length > 0; place += 1) {
    const total = drum.reduce((sum, e) => sum + e.tickets, 0);
    let ticket = Math.floor(roll(seed, clientSeed, place, 0) * total);
    let index = 0;
    while (ticket >= drum[index]!.tickets) {
      ticket -= drum[index]!.tickets;
      index += 1;
    }
    winners.push(drum[index]!);
    drum.splice(index, 1);
  }
  return winners;
}
