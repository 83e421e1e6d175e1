import fc from 'fast-check';
import type { SeedState } from '../src/modules/fairness/seed-state.js';

/**
 * Strings a bound text parameter must carry unchanged: arbitrary code units, the characters that
 * mean something in SQL and in array literals, emoji, lone surrogates and known trouble makers (no
 * NUL: PostgreSQL text cannot hold it).
 */
export const hostile = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.string({ unit: fc.constantFrom('"', "'", '\\', ',', '{', '}', '(', ')', ' ', 'NULL', '$1', ';', '--', '\n', '😀', '\uD83D', '\uDE00', 'ё'), maxLength: 16 }),
    fc.constantFrom('', 'NULL', '{}', '{"a","b"}', "'; DROP TABLE users; --", '\\\\"', '\uD800x\uDFFF', '👩‍👩‍👧‍👦'),
  )
  .filter((s) => !s.includes('\0'));

/** Server seed, its hash and client seed of a new seed pair, each hostile. */
export const hostileSeedPairs = (maxLength: number) => fc.array(fc.tuple(hostile, hostile, hostile), { minLength: 1, maxLength });

/** A seed-pair maker handing out `pairs` in order, one per player's first play. */
export function seedPairsFrom(pairs: readonly (readonly [string, string, string])[]): () => SeedState {
  const made = [...pairs];
  return () => {
    const [serverSeed, serverSeedHash, clientSeed] = made.shift()!;
    return { id: null, serverSeed, serverSeedHash, clientSeed, nonce: 0 };
  };
}

/** What the database holds of a seed pair made of hostile strings: each well formed. */
export const storedSeedPair = (pair: readonly [string, string, string]) => pair.map((s) => s.toWellFormed()) as [string, string, string];
