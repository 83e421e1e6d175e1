import { between, desc, type Column, type SQL } from 'drizzle-orm';

/**
 * One owner's rows in descending order of `columns` (a player's items or openings newest first, their
 * dearest item), read from the table's (owner, ...columns) index.
 *
 * A plain `owner = $1 ORDER BY id DESC LIMIT n` lets PostgreSQL walk the primary key backward whenever it
 * takes the owner's rows to be spread evenly through the table; for a player whose rows are old (a heavy
 * player who stopped playing) that walk reads every newer row of everyone else first. Stated as a range,
 * the owner stays in the sort, which only the (owner, ...columns) index gives without sorting, so the plan
 * cannot drift with the statistics (docs/decisions/050-history-reads.md; test/history-query-plans.test.ts).
 */
export function ownerRowsDescending(owner: Column, ownerId: number, ...columns: Column[]): { where: SQL; orderBy: SQL[] } {
  return { where: between(owner, ownerId, ownerId) as SQL, orderBy: [desc(owner), ...columns.map((c) => desc(c))] };
}
