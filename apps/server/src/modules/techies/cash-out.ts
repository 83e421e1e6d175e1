import { toWire, type TechiesPlayResponse } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../core/app-error.js';
import { presentGame, safeRevealsOf, seedStateOf } from './present-game.js';
import { lockActiveGame, payOut } from './settle-game.js';

/** Ends the player's running game with stake × the shown multiplier; needs at least one safe cell. Pays once. */
export async function cashOut(db: Db, userId: number, gameId: number): Promise<TechiesPlayResponse> {
  return withTransaction(db, async (tx) => {
    const game = await lockActiveGame(tx, userId, gameId);
    if (safeRevealsOf(game) === 0) throw new AppError('techies_nothing_to_cash');
    const { row, balance } = await payOut(tx, game);
    return { game: presentGame(row, await seedStateOf(tx, row.seedId)), balance: toWire(balance) };
  });
}
