import type { DbOrTx } from '../../platform/db/index.js';
import { freeCaseGrants } from '../../platform/db/schema/index.js';
import { assertMayPlay } from '../wallet/play-limits-check.js';

export interface FreeCaseGrant {
  userId: number;
  caseId: number;
  source: 'mission' | 'promo' | 'event' | 'offer' | 'pwa';
  /** Opens granted (counter type quantity). */
  opens: number;
  /** The grant ends at this time (counter type time); null: never. */
  expiresAt?: Date | null;
  /** One grant per key: granting again with the same key adds nothing. */
  key: string;
}

/**
 * Grants free opens of a case, in the caller's transaction; false when the key was used already. Every free
 * case a player is given comes through here, so a player on a break is refused (play_blocked) here.
 */
export async function grantFreeCase(tx: DbOrTx, g: FreeCaseGrant): Promise<boolean> {
  await assertMayPlay(tx, g.userId);
  const rows = await tx
    .insert(freeCaseGrants)
    .values({ userId: g.userId, caseId: g.caseId, source: g.source, remaining: g.opens, expiresAt: g.expiresAt ?? null, grantKey: g.key })
    .onConflictDoNothing({ target: freeCaseGrants.grantKey })
    .returning({ id: freeCaseGrants.id });
  return rows.length > 0;
}
