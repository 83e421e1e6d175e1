import { and, eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/index.js';
import { userMissions } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { setEmail } from '../users/set-email.js';
import { recordSignals } from '../risk/account-signals.js';
import { verifyEmailToken } from './email-token.js';
import { completeMission, getMission, missionDoneMessage } from './mission-store.js';

/**
 * Confirms the address from the link: the token must verify, be the signed-in player's, and name
 * the address waiting for confirmation (a newer request replaces an older link). Pays once.
 */
export async function confirmEmail(db: Db, config: Config, userId: number, token: string, now = Date.now()) {
  const claim = verifyEmailToken(config.sessionSecret, token, now);
  if (!claim || claim.userId !== userId) throw new AppError('email_link_invalid');
  const [row] = await db
    .select({ pendingEmail: userMissions.pendingEmail })
    .from(userMissions)
    .where(and(eq(userMissions.userId, userId), eq(userMissions.type, 'email')));
  if (!row || row.pendingEmail !== claim.email) throw new AppError('email_link_invalid');
  const completion = await completeMission(db, config.GAME, userId, 'email', async (tx) => {
    await setEmail(tx, userId, claim.email);
    await recordSignals(tx, userId, [{ kind: 'email', value: claim.email }]);
  });
  if (!completion) throw new AppError('mission_already_claimed');
  return { status: 'done' as const, msg: missionDoneMessage(completion), mission: await getMission(db, config.GAME, userId, 'email') };
}
