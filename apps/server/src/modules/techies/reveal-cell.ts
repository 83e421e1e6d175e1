import { techiesSafeCells, toWire, type TechiesPlayResponse } from '@tastydrop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { techiesGames } from '../../platform/db/schema/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../core/app-error.js';
import { presentGame, safeRevealsOf, seedStateOf } from './present-game.js';
import { balanceOf, lockActiveGame, payOut } from './settle-game.js';
import { assertMayPlay } from '../wallet/play-limits-check.js';

/**
 * Opens one cell of the player's running game. A mine ends it (the stake stays lost); the last safe cell
 * cashes out by itself. The row lock makes a reveal racing a cash-out run strictly before or after it.
 */
export async function revealCell(db: Db, userId: number, gameId: number, cell: number): Promise<TechiesPlayResponse> {
  return withTransaction(db, async (tx) => {
    // A game staked before a break may be cashed out, not played on.
    await assertMayPlay(tx, userId);
    const game = await lockActiveGame(tx, userId, gameId);
    if (game.revealed.includes(cell)) throw new AppError('techies_cell_opened', { cell });
    const hit = game.mineCells.includes(cell);
    const [opened] = await tx
      .update(techiesGames)
      .set({ revealed: [...game.revealed, cell], ...(hit ? { status: 'lost' as const, endedAt: sql`now()` } : {}) })
      .where(and(eq(techiesGames.id, game.id), eq(techiesGames.status, 'active')))
      .returning();
    if (!opened) throw new AppError('techies_game_not_active');
    let row = opened;
    let balance: number;
    if (!hit && safeRevealsOf(opened) === techiesSafeCells(opened.mines)) ({ row, balance } = await payOut(tx, opened));
    else balance = await balanceOf(tx, userId);
    return { game: presentGame(row, await seedStateOf(tx, row.seedId)), balance: toWire(balance) };
  });
}
