import type { Placeholder, SQL } from 'drizzle-orm';
import { fairnessSeeds } from '../../platform/db/schema/index.js';
import { arg, sqlText } from '../../platform/db/sql-text.js';
import type { SeedState } from './seed-state.js';

/**
 * The seed pairs' part of the batched statements that roll (docs/decisions/014-batched-opening.md,
 * 053-one-owner-per-table.md): a batch reserves nonces in its state (`takeNonces`) and writes them
 * here, in the same statement as what it rolled.
 */

const f = fairnessSeeds;
const args = (first: number, n: number): Placeholder[] => Array.from({ length: n }, (_, k) => arg(first + k));

/**
 * The update that moves each stored pair's next nonce on, for a data-modifying CTE: over two bound
 * arguments from `arg(first)`, the pairs' ids (int[]) and how many nonces the batch used of each (int[]).
 */
export function advanceNoncesSql(first: number): SQL {
  const [ids, counts] = args(first, 2) as [Placeholder, Placeholder];
  return sqlText`UPDATE ${f} SET ${f.nonce} = ${f}.${f.nonce} + d.n
    FROM unnest(${ids}::int[], ${counts}::int[]) AS d(id, n) WHERE ${f}.${f.id} = d.id`;
}

/**
 * The insert of the pairs a batch created, for a data-modifying CTE returning (id, user_id): over
 * five bound arguments from `arg(first)` (`newSeedArrays`).
 */
export function storeSeedsSql(first: number): SQL {
  const [u, s, h, c, n] = args(first, 5) as [Placeholder, Placeholder, Placeholder, Placeholder, Placeholder];
  return sqlText`INSERT INTO ${f} (${f.userId}, ${f.serverSeed}, ${f.serverSeedHash}, ${f.clientSeed}, ${f.nonce})
    SELECT * FROM unnest(${u}::int[], ${s}::text[], ${h}::text[], ${c}::text[], ${n}::int[])
    RETURNING ${f.id} AS id, ${f.userId} AS user_id`;
}

/** The five arrays of `storeSeedsSql`: each new pair's player, seeds and next nonce. */
export function newSeedArrays(created: readonly (readonly [userId: number, seed: SeedState])[]): [number[], string[], string[], string[], number[]] {
  const text = (values: string[]) => values.map((v) => v.toWellFormed());
  return [
    created.map(([userId]) => userId),
    text(created.map(([, s]) => s.serverSeed)),
    text(created.map(([, s]) => s.serverSeedHash)),
    text(created.map(([, s]) => s.clientSeed)),
    created.map(([, s]) => s.nonce),
  ];
}
