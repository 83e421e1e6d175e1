import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SUPPORT_INBOX_CHANNEL, type SupportConsoleConversation, type SupportConsoleMessage, type SupportConversationStatus, type SupportInbox, type SupportInboxRow } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { supportConversations, supportMessages, users } from '../../platform/db/schema/index.js';
import { issueScopedChannelToken } from '../../platform/realtime/channel-token.js';
import { advanceReadMark, insertMessage, loadMessage, loadMessages, lockConversation } from './conversations.js';
import { queueReplyMail } from './reply-mail.js';
import { announceMessage, announceRead, announceStatus, type SupportNotifier } from './support-events.js';

const INBOX_PAGE_SIZE = 30;

const c = supportConversations;
const last = alias(supportMessages, 'last_message');

/** The player's messages no operator has read. */
const unreadCount = sql<number>`(SELECT count(*)::int FROM ${supportMessages} WHERE ${supportMessages.conversationId} = ${c.id}
  AND ${supportMessages.author} = 'player' AND ${supportMessages.id} > ${c.operatorLastReadId})`;

const rowColumns = {
  id: c.id,
  status: c.status,
  userId: c.userId,
  nickname: users.nickname,
  userEmail: users.email,
  guestEmail: c.guestEmail,
  createdAt: c.createdAt,
  lastMessageAt: c.lastMessageAt,
  lastAuthor: last.author,
  lastText: last.body,
  unread: unreadCount,
  playerLastReadId: c.playerLastReadId,
  operatorLastReadId: c.operatorLastReadId,
};

function inboxQuery(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(c)
    .leftJoin(users, eq(users.id, c.userId))
    .leftJoin(last, eq(last.id, sql`(SELECT max(${supportMessages.id}) FROM ${supportMessages} WHERE ${supportMessages.conversationId} = ${c.id})`))
    .$dynamic();
}

type InboxSelection = Awaited<ReturnType<typeof inboxQuery>>[number];

function toRow(r: InboxSelection): SupportInboxRow {
  return {
    id: r.id,
    status: r.status,
    userId: r.userId,
    nickname: r.nickname,
    email: r.guestEmail ?? r.userEmail,
    createdAt: r.createdAt.toISOString(),
    lastMessageAt: r.lastMessageAt.toISOString(),
    lastAuthor: r.lastAuthor,
    lastText: r.lastText,
    unread: Number(r.unread),
  };
}

/** The inbox: conversations with unread player messages first, then by latest activity. */
export async function listInbox(db: DbOrTx, filter: { status: 'open' | 'closed' | 'all'; page: number }): Promise<SupportInbox> {
  const rows = await inboxQuery(db)
    .where(filter.status === 'all' ? undefined : eq(c.status, filter.status))
    .orderBy(sql`(${unreadCount} > 0) DESC`, desc(c.lastMessageAt), desc(c.id))
    .limit(INBOX_PAGE_SIZE + 1)
    .offset(filter.page * INBOX_PAGE_SIZE);
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(sql`EXISTS (SELECT 1 FROM ${supportMessages} WHERE ${supportMessages.conversationId} = ${c.id} AND ${supportMessages.author} = 'player' AND ${supportMessages.id} > ${c.operatorLastReadId})`);
  return { rows: rows.slice(0, INBOX_PAGE_SIZE).map(toRow), hasMore: rows.length > INBOX_PAGE_SIZE, unreadConversations: Number(waiting?.n ?? 0) };
}

/** One conversation at the console with a page of its messages. */
export async function getConsoleConversation(db: DbOrTx, conversationId: number, before?: number): Promise<SupportConsoleConversation> {
  const [row] = await inboxQuery(db).where(eq(c.id, conversationId));
  if (!row) throw new AppError('dataNotFound');
  const page = await loadMessages(db, conversationId, before);
  return { conversation: { ...toRow(row), playerLastReadId: row.playerLastReadId, operatorLastReadId: row.operatorLastReadId }, ...page };
}

export interface OperatorDeps extends SupportNotifier {
  /** How long an answer may stay unread before it is mailed. */
  mailDelayMs: number;
  now?: () => Date;
}

/**
 * An operator's answer, in the caller's transaction (the console writes its audit row beside it): the operators'
 * side has then read everything before it, the player hears it after the commit, and a letter is queued for the
 * case the player has not read it in time.
 */
export async function replyAsOperator(tx: DbOrTx, deps: OperatorDeps, conversationId: number, operatorId: number, text: string): Promise<SupportConsoleMessage> {
  const now = deps.now?.() ?? new Date();
  const conversation = await lockConversation(tx, conversationId);
  if (!conversation) throw new AppError('dataNotFound');
  const message = await insertMessage(tx, conversation, { author: 'operator', body: text, operatorId }, now);
  await tx.update(c).set({ operatorLastReadId: message.id }).where(eq(c.id, conversationId));
  await queueReplyMail(tx, conversationId, message.id, new Date(now.getTime() + deps.mailDelayMs));
  const written = await loadMessage(tx, message.id);
  announceMessage(deps, conversationId, written);
  announceRead(deps, conversationId, 'operator', message.id);
  return written;
}

/** The operators' side read the conversation up to a message (the mark never moves back). */
export async function markReadByOperator(db: Db, deps: SupportNotifier, conversationId: number, lastMessageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, conversationId);
    if (!conversation) throw new AppError('dataNotFound');
    const mark = await advanceReadMark(tx, conversation, 'operator', lastMessageId);
    if (mark !== null) announceRead(deps, conversationId, 'operator', mark);
  });
}

/** Closes or reopens a conversation, in the caller's transaction; returns the status it had. */
export async function setConversationStatus(tx: DbOrTx, deps: SupportNotifier, conversationId: number, status: SupportConversationStatus): Promise<SupportConversationStatus> {
  const conversation = await lockConversation(tx, conversationId);
  if (!conversation) throw new AppError('dataNotFound');
  if (conversation.status !== status) {
    await tx
      .update(c)
      .set({ status, closedAt: status === 'closed' ? new Date() : null })
      .where(eq(c.id, conversationId));
    announceStatus(deps, conversationId, status);
  }
  return conversation.status;
}

/** The console's realtime token for the inbox channel, tied to the console session and no longer than `ttlMs`. */
export function inboxRealtimeGrant(channelSecret: string, sessionId: number, ttlMs: number) {
  return { channel: SUPPORT_INBOX_CHANNEL, token: issueScopedChannelToken({ channel: SUPPORT_INBOX_CHANNEL, brokerChannel: SUPPORT_INBOX_CHANNEL, sessionId }, channelSecret, ttlMs) };
}
