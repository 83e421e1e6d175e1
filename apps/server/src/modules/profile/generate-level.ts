import type { Game, UserLevels } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { grantStartingLevel } from '../users/grant-starting-level.js';
import { presentLevels } from './get-user-levels.js';

/** Generates the player's starting level, once only. */
export async function generateLevel(db: Db, userId: number, game: Game): Promise<UserLevels> {
  return presentLevels(db, await grantStartingLevel(db, userId), game);
}
