import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashServerSeed } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { fairnessSeeds, techiesGames } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

export type SeedRow = typeof fairnessSeeds.$inferSelect;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

async function insertSeed(tx: DbOrTx, userId: number, clientSeed: string): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  const [row] = await tx
    .insert(fairnessSeeds)
    .values({ userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Another request created the active pair first.
  const [existing] = await tx.select().from(fairnessSeeds).where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.active, true)));
  if (!existing) throw new Error('active seed pair vanished');
  return existing;
}

/** The player's active seed pair, created on first use. */
export async function activeSeed(tx: DbOrTx, userId: number): Promise<SeedRow> {
  const [row] = await tx.select().from(fairnessSeeds).where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.active, true)));
  return row ?? insertSeed(tx, userId, newClientSeed());
}

/**
 * Reserves `count` consecutive nonces of the active pair (row-locked by the
 * UPDATE, so concurrent opens never share a nonce). Returns the pair and the first nonce.
 */
export async function reserveNonces(tx: DbOrTx, userId: number, count: number): Promise<{ seed: SeedRow; firstNonce: number }> {
  // A rotation committing meanwhile deactivates the pair this UPDATE waited on: read the new one and try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await activeSeed(tx, userId);
    const [seed] = await tx
      .update(fairnessSeeds)
      .set({ nonce: sql`${fairnessSeeds.nonce} + ${count}` })
      .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.active, true)))
      .returning();
    if (seed) return { seed, firstNonce: seed.nonce - count };
  }
  throw new Error('no active seed pair');
}

/** Namespace of the per-player advisory lock that serialises seed rotations. */
const ROTATION_LOCK = 0x5eed;

/** Reveals the active pair and starts a new one (with the given or a fresh client seed). */
export async function rotateSeed(tx: DbOrTx, userId: number, clientSeed?: string): Promise<{ previous: SeedRow; next: SeedRow }> {
  // Concurrent rotations of one player queue here; each then reads the pair the previous one created.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROTATION_LOCK}, ${userId})`);
  const current = await activeSeed(tx, userId);
  const [previous] = await tx
    .update(fairnessSeeds)
    .set({ active: false, revealedAt: sql`now()` })
    .where(and(eq(fairnessSeeds.id, current.id), eq(fairnessSeeds.active, true)))
    .returning();
  if (!previous) throw new Error('seed pair changed during rotation');
  // A running Techies field was placed by this pair: revealing the seed now would show its mines. Checked after
  // the pair is locked, so a game started meanwhile has committed and is seen (docs/decisions/019-techies.md).
  const [running] = await tx
    .select({ id: techiesGames.id })
    .from(techiesGames)
    .where(and(eq(techiesGames.userId, userId), eq(techiesGames.status, 'active')))
    .limit(1);
  if (running) throw new AppError('techies_game_active', { gameId: running.id });
  const next = await insertSeed(tx, userId, clientSeed ?? newClientSeed());
  return { previous, next };
}
