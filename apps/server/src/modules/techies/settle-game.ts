import { techiesMultiplier, techiesPayout } from '@tastydrop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/index.js';
import { techiesGames, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { credit } from '../wallet/wallet.js';
import { safeRevealsOf, type TechiesGameRow } from './present-game.js';

/**
 * The player's game, row-locked for the rest of the transaction, and still running. Concurrent reveals and
 * cash-outs of one game queue here; each sees what the one before it left.
 */
export async function lockActiveGame(tx: Tx, userId: number, gameId: number): Promise<TechiesGameRow> {
  const [row] = await tx
    .select()
    .from(techiesGames)
    .where(and(eq(techiesGames.id, gameId), eq(techiesGames.userId, userId)))
    .for('update');
  if (!row) throw new AppError('dataNotFound');
  if (row.status !== 'active') throw new AppError('techies_game_not_active', { status: row.status });
  return row;
}

/** Ends a locked, running game with a cash-out: stake × the multiplier of its safe cells, credited once. */
export async function payOut(tx: Tx, row: TechiesGameRow): Promise<{ row: TechiesGameRow; balance: number }> {
  const payout = techiesPayout(row.stake, techiesMultiplier(row.mines, safeRevealsOf(row)));
  const [ended] = await tx
    .update(techiesGames)
    .set({ status: 'cashed', payout, endedAt: sql`now()` })
    .where(and(eq(techiesGames.id, row.id), eq(techiesGames.status, 'active')))
    .returning();
  if (!ended) throw new AppError('techies_game_not_active');
  const balance = await credit(tx, {
    userId: row.userId,
    currency: 'money',
    amount: payout,
    reason: 'techies_payout',
    ref: `techies:${row.id}`,
    idempotencyKey: `techies:${row.id}:payout`,
  });
  // The key is the game's own: a second payout of one game is a bug, never a retry.
  if (balance === null) throw new Error(`techies game ${row.id} was paid already`);
  return { row: ended, balance };
}

/** The player's money balance, for answers that moved none. */
export async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}
