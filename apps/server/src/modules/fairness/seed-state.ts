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
