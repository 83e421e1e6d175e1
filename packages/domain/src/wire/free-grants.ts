import { z } from 'zod';
import { Money } from './common.js';

/** A free case as a prize shows it: which case, how many opens and, for a time counter, how many hours. */
export const FreeCaseGiftView = z.object({
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  opens: z.number().int(),
  counterType: z.enum(['quantity', 'time']),
  hours: z.number().nullable(),
});
export type FreeCaseGiftView = z.infer<typeof FreeCaseGiftView>;

/** A prize of a mission or a bonus: coins, money or a free case (`amount` is 0 for a free case). */
export const PrizeView = z.object({
  kind: z.enum(['coins', 'money', 'freeCase']),
  amount: Money,
  freeCase: FreeCaseGiftView.nullable(),
});
export type PrizeView = z.infer<typeof PrizeView>;

/** GET/POST /v1/users/pwa-bonus: the install bonus, whether the player has taken it, and (after a claim) the balances. */
export const PwaBonus = z.object({
  prize: PrizeView,
  claimed: z.boolean(),
});
export type PwaBonus = z.infer<typeof PwaBonus>;
export const PwaBonusClaim = PwaBonus.extend({ balance: Money, coinBalance: Money });
export type PwaBonusClaim = z.infer<typeof PwaBonusClaim>;

/** An event's free case (FreeCases tab): who may take it and whether this player has. */
export const EventFreeCase = z.object({
  index: z.number().int(),
  gift: FreeCaseGiftView,
  /** Event cases the player must have opened first (0: everyone taking part). */
  minEventOpens: z.number().int(),
  /** The player's event case opens so far (0 for a guest). */
  eventOpens: z.number().int(),
  state: z.enum(['locked', 'available', 'claimed', 'guest']),
});
export type EventFreeCase = z.infer<typeof EventFreeCase>;
export const EventFreeCaseParams = z.object({ index: z.coerce.number().int().min(0).max(100) });
