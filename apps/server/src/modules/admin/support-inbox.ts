import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { alias } from 'drizzle-orm/pg-core';
import { contactMessages, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { AppError } from '../../core/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { markMessageAnswered } from '../support/mark-message-answered.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';
import { PAGE_SIZE, selectRows } from './rows.js';

const m = alias(contactMessages, 'm');
const u = alias(users, 'u');

/** Messages from the contacts page, unanswered first, then newest, with the sender's account when signed in. */
export async function listContactMessages(db: DbOrTx, filter: { unanswered: boolean; page: number }): Promise<Record<string, unknown>[]> {
  return selectRows(
    db,
    sql`
    SELECT ${m.id}, ${m.createdAt}, ${m.email}, ${m.userId}, ${u.nickname}, ${m.message}, ${m.ip}, ${m.answeredAt}
    FROM ${tableAs(contactMessages, m)} LEFT JOIN ${tableAs(users, u)} ON ${u.id} = ${m.userId}
    WHERE (NOT ${filter.unanswered} OR ${m.answeredAt} IS NULL)
    ORDER BY (${m.answeredAt} IS NULL) DESC, ${m.id} DESC
    LIMIT ${PAGE_SIZE} OFFSET ${filter.page * PAGE_SIZE}`,
  );
}

/** The reply's subject line. */
const REPLY_SUBJECT = 'Ответ службы поддержки TastyDrop';

/**
 * Answers a message by e-mail through the site's mailer, once: the message is locked and must still be
 * unanswered; it is marked answered with the audit row in the same transaction.
 */
export async function replyToContactMessage(db: Db, mailer: Mailer, actor: ConsoleActor, messageId: number, text: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for('update');
    if (!message) throw new AppError('dataNotFound');
    if (message.answeredAt) throw new AppError('message_already_answered');
    const quoted = message.message
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    await mailer.send({ to: message.email, subject: REPLY_SUBJECT, text: `${text}\n\n${quoted}\n` });
    await markMessageAnswered(tx, messageId);
    await recordAudit(tx, actor, { action: 'support.reply', target: `contact_message:${messageId}`, before: { answered: false }, after: { answered: true, to: message.email, reply: text } });
  });
}
