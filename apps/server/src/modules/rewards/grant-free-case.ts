import type { DbOrTx } from '../../platform/db/index.js';
import { rawQuery, type RawTx } from '../../platform/db/raw.js';
import { freeCaseGrants, freeCaseGrants as g } from '../../platform/db/schema/index.js';
import { arg, sqlText } from '../../platform/db/sql-text.js';
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

// arg 1 the grant, 2 the player, 3 the grant's case, 4 now: one open of a grant that still has one.
const USE_GRANT = sqlText`
  UPDATE ${g} SET ${g.remaining} = ${g.remaining} - 1
  WHERE ${g.id} = ${arg(1)} AND ${g.userId} = ${arg(2)} AND ${g.caseId} = ${arg(3)} AND ${g.remaining} > 0
    AND (${g.expiresAt} IS NULL OR ${g.expiresAt} > ${arg(4)}::timestamptz)
  RETURNING ${g.id} AS id`;

/** Uses one open of the player's grant of this case when it still has one and has not expired; false otherwise. */
export async function useFreeCaseGrant(tx: RawTx, use: { grantId: number; userId: number; caseId: number; now: Date }): Promise<boolean> {
  const used = await rawQuery(tx, 'free_grant_use', USE_GRANT, [use.grantId, use.userId, use.caseId, use.now.toISOString()]);
  return used.length > 0;
}
