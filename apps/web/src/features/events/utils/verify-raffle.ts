import { drawRaffle, hashServerSeed } from '@tastydrop/domain';

export interface RaffleCheck {
  /** The revealed seed is the one whose hash was published before the draw. */
  hashMatches: boolean;
  /** Every shown winner is the one the re-run draw gives for that place, and the counts agree. */
  winnersMatch: boolean;
  /** Winners of the re-run draw, by place (user ids). */
  winners: number[];
}

interface CheckInput {
  seed: string;
  seedHash: string;
  /** The event slug: the draw's client seed. */
  slug: string;
  prizeCount: number;
  /** `[userId, tickets]` pairs the raffle was drawn from. */
  entrants: [number, number][];
  /** The winners the page shows (any page), with the total count of winners. */
  shown: { position: number; userId: number }[];
  total: number;
}

/** Re-runs the raffle in the browser with the domain's `drawRaffle` and compares it with the published result. */
export function verifyRaffle({ seed, seedHash, slug, prizeCount, entrants, shown, total }: CheckInput): RaffleCheck {
  const winners = drawRaffle(
    seed,
    slug,
    entrants.map(([userId, tickets]) => ({ userId, tickets })),
    prizeCount,
  ).map((w) => w.userId);
  const winnersMatch = winners.length === total && shown.every((row) => winners[row.position - 1] === row.userId);
  return { hashMatches: hashServerSeed(seed) === seedHash, winnersMatch, winners };
}
