import { and, eq } from 'drizzle-orm';
import type { AuthProvider, Game } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../../platform/db/index.js';
import { oauthAccounts } from '../../../platform/db/schema/index.js';
import { fireWelcomeTrigger } from '../../offers/triggers.js';
import type { SessionMeta } from '../../../platform/http/session-store.js';
import { hasSamePersonAccount, recordSignals } from '../../risk/account-signals.js';
import { sessionSignals } from '../open-session.js';
import { registerPlayer } from '../../profile/register-player.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import type { ExternalProfile } from './types.js';

export interface OAuthUser {
  userId: number;
  created: boolean;
}

async function findLinkedUser(db: DbOrTx, provider: AuthProvider, providerUserId: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The account linked to an external identity, created with it (and its welcome offer) on first
 * sign-in, in one transaction.
 * Two callbacks racing for a new identity both insert; the unique (provider, provider_user_id)
 * index lets one commit, the other rolls back its user and signs into the winner's account.
 */
export async function findOrCreateOAuthUser(
  db: Db,
  game: Game,
  provider: AuthProvider,
  profile: ExternalProfile,
  meta: SessionMeta,
): Promise<OAuthUser> {
  const ip = meta.ip ?? null;
  try {
    return await db.transaction(async (tx) => {
      const linked = await findLinkedUser(tx, provider, profile.providerUserId);
      if (linked !== null) return { userId: linked, created: false };
      const userId = await registerPlayer(tx, {
        regType: provider,
        nickname: profile.nickname,
        avatar: profile.avatar,
        email: profile.email ?? null,
        firstName: profile.firstName ?? null,
        lastName: profile.lastName ?? null,
        steamId: profile.steamId ?? null,
        ip,
      });
      await tx.insert(oauthAccounts).values({ userId, provider, providerUserId: profile.providerUserId });
      // The welcome offer is once per person: not for an account whose device, platform id or e-mail another has.
      await recordSignals(tx, userId, [...sessionSignals(meta), { kind: 'steam', value: profile.steamId }, { kind: 'email', value: profile.email }]);
      if (!(await hasSamePersonAccount(tx, userId))) await fireWelcomeTrigger(tx, game, userId);
      return { userId, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findLinkedUser(db, provider, profile.providerUserId);
    if (winner === null) throw error;
    return { userId: winner, created: false };
  }
}
