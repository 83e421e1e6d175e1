import type { DbOrTx } from '../../platform/db/index.js';
import { refuseExcludedIdentity } from '../responsible-play/excluded-identity.js';
import { createUser, type NewUser } from '../users/create-user.js';

/** Signs a player up: refuses the identity of a self-excluded player, then creates the account and returns its id. */
export async function registerPlayer(db: DbOrTx, input: NewUser): Promise<number> {
  await refuseExcludedIdentity(db, { email: input.email, steamId: input.steamId });
  return createUser(db, input);
}
