import { and, eq } from 'drizzle-orm';
import { EMAIL_LINK_TTL_MS, EMAIL_RESEND_MS, MISSION_PROGRESS } from '@tastydrop/domain';
import { userMissions } from '../../platform/db/schema/index.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/index.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { signEmailToken } from './email-token.js';
import { advanceMission, getMission, missionText } from './mission-store.js';
import { AppError } from '../../core/app-error.js';

/** POST /v1/users/send-email: remembers the address and mails a signed confirmation link. */
export async function sendConfirmationEmail(db: Db, config: Config, mailer: Mailer, userId: number, email: string, now = Date.now()) {
  const current = await getMission(db, config.GAME, userId, 'email');
  if (current.progress >= MISSION_PROGRESS.done) throw new AppError('mission_already_claimed');
  const [row] = await db
    .select({ updatedAt: userMissions.updatedAt, pendingEmail: userMissions.pendingEmail })
    .from(userMissions)
    .where(and(eq(userMissions.userId, userId), eq(userMissions.type, 'email')));
  // One letter a minute: the address is the player's to choose, so it must not become a mail cannon.
  if (row?.pendingEmail && now - row.updatedAt.getTime() < EMAIL_RESEND_MS) throw new AppError('rate_limited', { retryInMs: EMAIL_RESEND_MS });
  const address = email.trim().toLowerCase();
  await advanceMission(db, userId, 'email', MISSION_PROGRESS.started, address);
  const token = signEmailToken(config.sessionSecret, userId, address, now + EMAIL_LINK_TTL_MS);
  const link = `${config.publicBaseUrl}/bonuses?confirm=${encodeURIComponent(token)}`;
  await mailer.send({ to: address, subject: missionText('emailSubject'), text: missionText('emailText').replace('{{link}}', link) });
  await advanceMission(db, userId, 'email', MISSION_PROGRESS.pending);
  return { status: 'pending' as const, msg: missionText('emailSent'), mission: await getMission(db, config.GAME, userId, 'email') };
}
