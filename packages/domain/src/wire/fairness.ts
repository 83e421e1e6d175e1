import { z } from 'zod';
import { Id } from './common.js';

export const ActiveSeed = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type ActiveSeed = z.infer<typeof ActiveSeed>;

export const RevealedSeed = z.object({
  id: z.number().int(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
  revealedAt: z.string().nullable(),
});

export const SeedsResponse = z.object({ active: ActiveSeed, previous: z.array(RevealedSeed) });
export type SeedsResponse = z.infer<typeof SeedsResponse>;

/** Client seeds: printable, 1-64 characters. */
export const ClientSeedRequest = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces'),
});

export const RotateResponse = z.object({ previous: RevealedSeed, active: ActiveSeed });

export const OpeningRecord = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  caseName: z.string(),
  caseTitle: z.string(),
  item: z.object({ id: z.number().int(), name: z.string(), image: z.string(), rarity: z.string(), price: z.number() }),
  pricePaid: z.number(),
  currency: z.string(),
  serverSeedHash: z.string(),
  /** Revealed only after the pair was rotated. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  cursor: z.number().int(),
  ticket: z.number().int(),
  /** CS skins: the stored wear float and the item's float range it was rolled in (rollFloat); null otherwise. */
  float: z.number().nullable(),
  floatRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  createdAt: z.string(),
  /** The opening is the viewer's own (anyone may check an opening by its link; only its player can reveal the seed). */
  mine: z.boolean(),
});
export type OpeningRecord = z.infer<typeof OpeningRecord>;

export const OpeningsQuery = z.object({
  caseId: Id.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export const OpeningsResponse = z.object({ items: z.array(OpeningRecord), total: z.number().int() });
