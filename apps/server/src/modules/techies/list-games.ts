import type { TechiesGame } from '@tastydrop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { fairnessSeeds, techiesGames } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { presentGame } from './present-game.js';

function withSeeds(db: DbOrTx) {
  return db
    .select({ game: techiesGames, active: fairnessSeeds.active, serverSeed: fairnessSeeds.serverSeed })
    .from(techiesGames)
    .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, techiesGames.seedId));
}

/** The player's running game, if any. */
export async function getActiveGame(db: DbOrTx, userId: number): Promise<{ game: TechiesGame | null }> {
  const [row] = await withSeeds(db).where(and(eq(techiesGames.userId, userId), eq(techiesGames.status, 'active')));
  return { game: row ? presentGame(row.game, row) : null };
}

/** The player's latest games, newest first. */
export async function listGames(db: DbOrTx, userId: number, q: { perPage: number }): Promise<{ items: TechiesGame[] }> {
  const rows = await withSeeds(db).where(eq(techiesGames.userId, userId)).orderBy(desc(techiesGames.id)).limit(q.perPage);
  return { items: rows.map((r) => presentGame(r.game, r)) };
}

/**
 * One game with what decided it (the check page verifies it). A finished game is public, like a finished battle:
 * anyone may check it, signed in or not. A running game is its player's alone: its field is still secret.
 */
export async function getGame(db: DbOrTx, viewerId: number | null, gameId: number): Promise<TechiesGame> {
  const [row] = await withSeeds(db).where(eq(techiesGames.id, gameId));
  if (!row || (row.game.status === 'active' && row.game.userId !== viewerId)) throw new AppError('dataNotFound');
  return presentGame(row.game, row);
}
