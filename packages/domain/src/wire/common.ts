import { z } from 'zod';

/** A wire money amount: a decimal with two places. */
export const Money = z.number();
/** A positive money amount sent by the client, up to `max`: whole kopecks, so at most two decimals. */
export function moneyInput(max: number) {
  return z
    .number()
    .positive()
    .max(max)
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, { message: 'at most two decimals' });
}
export const IsoDate = z.string();

/** A CS skin's float range (min inclusive, max exclusive) that its wear is rolled in. */
export const FloatRangeWire = z.object({ min: z.number(), max: z.number() });
/** The largest value of a PostgreSQL `integer` (int4) column: every serial id lives below it. */
export const INT4_MAX = 2_147_483_647;
/** A row id on the wire (path, query or body): a positive integer within the column's range. */
export const Id = z.coerce.number().int().positive().max(INT4_MAX);
export const UserId = Id;
/** The id of a row in a `bigint` column (inventory items, openings, upgrades, contracts, withdrawals): a safe integer. */
export const BigId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);
/**
 * A boolean from a query string or a loose body: "false", "0", "off" read as false (z.coerce.boolean would
 * read any non-empty string as true); anything that is not a boolean word is refused.
 */
export const QueryBoolean = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}, z.boolean());
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
