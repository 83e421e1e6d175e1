import { hashServerSeed } from '@tastydrop/domain';
import { newClientSeed, newServerSeed } from './seeds.js';

/** The active seed pair; `id` is null for a pair created by this batch (stored with it). */
export interface SeedState {
  id: number | null;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The next nonce to use. */
  nonce: number;
}

/** A new seed pair for a player who has none yet (stored by the batch that uses it). */
export const freshSeed = (): SeedState => {
  const serverSeed = newServerSeed();
  return { id: null, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed(), nonce: 0 };
};

/**
 * Reserves `count` nonces of the player's seed pair in a batch's state, making the pair with `newSeed` on a first
 * play: returns the pair and the first reserved nonce (the pair's next nonce moves on by `count`).
 */
export function takeNonces(seeds: Map<number, SeedState>, userId: number, count: number, newSeed: () => SeedState): { seed: SeedState; nonce: number } {
  let seed = seeds.get(userId);
  if (!seed) {
    seed = newSeed();
    seeds.set(userId, seed);
  }
  const nonce = seed.nonce;
  seed.nonce += count;
  return { seed, nonce };
}
