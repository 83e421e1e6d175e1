import { z } from 'zod';

/** A wire money amount: a decimal with two places. */
export const Money = z.number();
export const IsoDate = z.string();
export const UserId = z.coerce.number().int().positive();
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
