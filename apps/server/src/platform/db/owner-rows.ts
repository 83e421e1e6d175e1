import { between, desc, type Column, type SQL } from 'drizzle-orm';

/**
 * One owner's rows newest first (a player's items, openings), read from the table's (owner, id) index.
 *
 * A plain `owner = $1 ORDER BY id DESC LIMIT n` lets PostgreSQL walk the primary key backward whenever it
 * takes the owner's rows to be spread evenly through the table; for a player whose rows are old (a heavy
 * player who stopped playing) that walk reads every newer row of everyone else first. Stated as a range,
 * the owner stays in the sort, which only the (owner, id) index gives without sorting, so the plan cannot
 * drift to the key with the statistics (docs/decisions/050-history-reads.md; test/history-query-plans.test.ts).
 */
export function ownerNewestFirst(owner: Column, id: Column, ownerId: number): { where: SQL; orderBy: SQL[] } {
  return { where: between(owner, ownerId, ownerId) as SQL, orderBy: [desc(owner), desc(id)] };
}
