import {
  multiplierToDecimal,
  techiesMultiplier,
  techiesNextMultiplier,
  techiesPayout,
  toWire,
  type TechiesGame,
} from '@tastydrop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import type { techiesGames } from '../../platform/db/schema/index.js';
import { fairnessSeeds } from '../../platform/db/schema/index.js';

export type TechiesGameRow = typeof techiesGames.$inferSelect;
/** The seed pair a game was played with, as far as the player may know it. */
export interface SeedState {
  active: boolean;
  serverSeed: string;
}

/** Safe cells opened: every revealed cell but a mine. */
export function safeRevealsOf(row: Pick<TechiesGameRow, 'revealed' | 'mineCells'>): number {
  return row.revealed.filter((cell) => !row.mineCells.includes(cell)).length;
}

/** The game as its player sees it: mines only once it is over, the server seed only once the pair is rotated. */
export function presentGame(row: TechiesGameRow, seed: SeedState): TechiesGame {
  const over = row.status !== 'active';
  const safe = safeRevealsOf(row);
  const multiplier = techiesMultiplier(row.mines, safe);
  const next = over ? null : techiesNextMultiplier(row.mines, safe);
  return {
    id: row.id,
    status: row.status,
    stake: toWire(row.stake),
    mines: row.mines,
    revealed: row.revealed,
    mineCells: over ? row.mineCells : null,
    multiplier: multiplierToDecimal(multiplier),
    nextMultiplier: next === null ? null : multiplierToDecimal(next),
    cashOut: toWire(row.status === 'lost' || safe === 0 ? 0 : techiesPayout(row.stake, multiplier)),
    payout: toWire(row.payout),
    serverSeedHash: row.serverSeedHash,
    // The field is secret while the game runs, and the seed until the pair is rotated.
    serverSeed: over && !seed.active ? seed.serverSeed : null,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
  };
}

/** The seed state of one game's pair. */
export async function seedStateOf(db: DbOrTx, seedId: number): Promise<SeedState> {
  const [seed] = await db.select({ active: fairnessSeeds.active, serverSeed: fairnessSeeds.serverSeed }).from(fairnessSeeds).where(eq(fairnessSeeds.id, seedId));
  if (!seed) throw new Error(`seed pair ${seedId} vanished`);
  return seed;
}
