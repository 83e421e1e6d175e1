import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import texts from '@tastydrop/domain/locales/ru/support.json' with { type: 'json' };
import { SUPPORT_OPEN_PARAM } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { supportAttachments, supportMessages } from '../../platform/db/schema/index.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';
import { enqueueJobs } from '../../platform/jobs/job-store.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { answerAddress, lockConversation } from './conversations.js';

/** The job that mails support's unread answers to a player who has not read them in time. */
export const SUPPORT_REPLY_MAIL_JOB = 'support-reply-mail';

/** Queues the check for an answer: at `runAt` it is mailed unless the player has read it by then. */
export async function queueReplyMail(tx: DbOrTx, conversationId: number, messageId: number, runAt: Date): Promise<void> {
  await enqueueJobs(tx, [{ type: SUPPORT_REPLY_MAIL_JOB, payload: { conversationId, messageId }, runAt, dedupeKey: `support-mail:${messageId}` }]);
}

/**
 * Mails the operators' answers the player has not read and that no earlier letter carried, in one letter, and marks
 * them mailed in the same transaction (a failed send rolls the mark back and the job tries again). Read answers,
 * answers already mailed, and a conversation without an address send nothing.
 */
export async function mailUnreadAnswers(db: Db, mailer: Mailer, baseUrl: string, conversationId: number, now: Date): Promise<'sent' | 'nothing' | 'no-address'> {
  return db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, conversationId);
    if (!conversation) return 'nothing';
    const unread = await tx
      .select({ id: supportMessages.id, body: supportMessages.body, attachment: supportAttachments.id })
      .from(supportMessages)
      .leftJoin(supportAttachments, eq(supportAttachments.messageId, supportMessages.id))
      .where(
        and(
          eq(supportMessages.conversationId, conversationId),
          eq(supportMessages.author, 'operator'),
          gt(supportMessages.id, conversation.playerLastReadId),
          isNull(supportMessages.emailedAt),
        ),
      )
      .orderBy(asc(supportMessages.id));
    if (unread.length === 0) return 'nothing';
    const to = await answerAddress(tx, conversation);
    if (!to) return 'no-address';
    const answers = unread.map((m) => [m.body, m.attachment === null ? '' : texts.mailAttachment].filter(Boolean).join('\n'));
    const link = `${baseUrl}/?${SUPPORT_OPEN_PARAM}=open`;
    const text = `${texts.mailIntro}\n\n${answers.join('\n\n')}\n\n${texts.mailOutro.replace('{{link}}', link)}\n`;
    await mailer.send({ to, subject: texts.mailSubject, text });
    await tx
      .update(supportMessages)
      .set({ emailedAt: now })
      .where(inArray(supportMessages.id, unread.map((m) => m.id)));
    return 'sent';
  });
}

export function supportJobHandlers(deps: { db: Db; mailer: Mailer; baseUrl: string }): Record<string, JobHandler> {
  return {
    [SUPPORT_REPLY_MAIL_JOB]: {
      async run(ctx) {
        const conversationId = Number(ctx.job.payload.conversationId);
        if (Number.isInteger(conversationId)) await mailUnreadAnswers(deps.db, deps.mailer, deps.baseUrl, conversationId, ctx.now());
      },
    },
  };
}
