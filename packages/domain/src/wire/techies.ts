import { z } from 'zod';
import { TECHIES_CELLS, TECHIES_MAX_MINES, TECHIES_MAX_STAKE, TECHIES_MIN_MINES, TECHIES_MIN_STAKE } from '../techies-rules.js';
import { BigId, IsoDate, Money } from './common.js';

/** Techies calls (docs/decisions/019-techies.md; camelCase here, snake_case on the wire). Amounts are wire decimals. */

/** A wire amount with at most two decimals. */
const Kopecks = z
  .number()
  .finite()
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals');

export const TechiesStartRequest = z.object({
  stake: Kopecks.pipe(z.number().min(TECHIES_MIN_STAKE / 100).max(TECHIES_MAX_STAKE / 100)),
  mines: z.number().int().min(TECHIES_MIN_MINES).max(TECHIES_MAX_MINES),
});
export type TechiesStartRequest = z.input<typeof TechiesStartRequest>;

export const TechiesGameParams = z.object({ gameId: BigId });

export const TechiesRevealRequest = z.object({ cell: z.number().int().min(0).max(TECHIES_CELLS - 1) });
export type TechiesRevealRequest = z.input<typeof TechiesRevealRequest>;

export const TECHIES_STATUSES = ['active', 'lost', 'cashed'] as const;
export type TechiesStatus = (typeof TECHIES_STATUSES)[number];

/** A game as its player sees it: the mined cells and the server seed only once they may be known. */
export const TechiesGame = z.object({
  id: z.number().int(),
  status: z.enum(TECHIES_STATUSES),
  stake: Money,
  /** How many mines the field holds. */
  mines: z.number().int(),
  /** Cells opened, in the order they were opened (a lost game's last one is the mine). */
  revealed: z.array(z.number().int()),
  /** The mined cells, shown when the game is over; null while it runs. */
  mineCells: z.array(z.number().int()).nullable(),
  /** The multiplier the safe cells opened so far give (1 before the first). */
  multiplier: z.number(),
  /** The multiplier of the next safe cell; null when none is left or the game is over. */
  nextMultiplier: z.number().nullable(),
  /** What a cash-out pays now (0 before the first safe cell). */
  cashOut: Money,
  /** What the game paid: the cash-out, 0 when lost or still running. */
  payout: Money,
  serverSeedHash: z.string(),
  /** Revealed only after the pair was rotated. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: IsoDate,
  endedAt: IsoDate.nullable(),
});
export type TechiesGame = z.infer<typeof TechiesGame>;

/** The answer of a start, reveal or cash-out: the game and the balance after it. */
export const TechiesPlayResponse = z.object({ game: TechiesGame, balance: Money });
export type TechiesPlayResponse = z.infer<typeof TechiesPlayResponse>;

export const TechiesActiveResponse = z.object({ game: TechiesGame.nullable() });
export type TechiesActiveResponse = z.infer<typeof TechiesActiveResponse>;

export const TechiesGamesQuery = z.object({ perPage: z.coerce.number().int().min(1).max(50).default(10) });
export const TechiesGamesResponse = z.object({ items: z.array(TechiesGame) });
export type TechiesGamesResponse = z.infer<typeof TechiesGamesResponse>;
