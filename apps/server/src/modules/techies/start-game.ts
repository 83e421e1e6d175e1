import { fromWire, techiesMines, toWire, type TechiesPlayResponse } from '@tastydrop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { techiesGames } from '../../platform/db/schema/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../core/app-error.js';
import { reserveNonces } from '../fairness/seeds.js';
import { debit } from '../wallet/wallet.js';
import { presentGame } from './present-game.js';

export interface StartGameInput {
  /** Wire decimal. */
  stake: number;
  mines: number;
}

/**
 * Starts a game: one nonce of the player's pair places the mines (fixed here, kept on the server), the stake is
 * debited with the game's own idempotency key, all in one transaction. A second active game is refused.
 */
export async function startGame(db: Db, userId: number, input: StartGameInput): Promise<TechiesPlayResponse> {
  const stake = fromWire(input.stake);
  return withTransaction(db, async (tx) => {
    const { seed, firstNonce: nonce } = await reserveNonces(tx, userId, 1);
    const [row] = await tx
      .insert(techiesGames)
      .values({
        userId,
        stake,
        mines: input.mines,
        mineCells: techiesMines(seed.serverSeed, seed.clientSeed, nonce, input.mines),
        seedId: seed.id,
        clientSeed: seed.clientSeed,
        serverSeedHash: seed.serverSeedHash,
        nonce,
      })
      .onConflictDoNothing({ target: techiesGames.userId, where: sql`${techiesGames.status} = 'active'` })
      .returning();
    if (!row) throw new AppError('techies_game_active');
    const balance = await debit(tx, {
      userId,
      currency: 'money',
      amount: stake,
      reason: 'techies_stake',
      ref: `techies:${row.id}`,
      idempotencyKey: `techies:${row.id}:stake`,
    });
    return { game: presentGame(row, { active: true, serverSeed: seed.serverSeed }), balance: toWire(balance) };
  });
}
