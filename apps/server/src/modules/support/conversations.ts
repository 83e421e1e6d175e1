import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { SUPPORT_PAGE_SIZE, type SupportAttachmentType, type SupportConsoleMessage } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { supportAttachments, supportConversations, supportMessages, users } from '../../platform/db/schema/index.js';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

/** Who asks on the player's side: a signed-in player, or a guest with (or without) a conversation cookie. */
export type Requester = { kind: 'player'; userId: number; sessionId: number } | { kind: 'guest'; tokenHash: string | null };

/** Which conversation is the requester's: null for a guest without a conversation cookie. */
function requesterWhere(requester: Requester) {
  if (requester.kind === 'player') return eq(supportConversations.userId, requester.userId);
  return requester.tokenHash === null ? null : eq(supportConversations.guestTokenHash, requester.tokenHash);
}

/** The requester's conversation, if it has one. */
export async function findConversation(db: DbOrTx, requester: Requester): Promise<ConversationRow | null> {
  const where = requesterWhere(requester);
  if (!where) return null;
  const [row] = await db.select().from(supportConversations).where(where);
  return row ?? null;
}

/** The requester's conversation, if it has one, locked for the rest of the transaction. */
export async function lockRequesterConversation(tx: DbOrTx, requester: Requester): Promise<ConversationRow | null> {
  const where = requesterWhere(requester);
  if (!where) return null;
  const [row] = await tx.select().from(supportConversations).where(where).for('update');
  return row ?? null;
}

/** The conversation, locked for the rest of the transaction (a reply, a read mark, a status change). */
export async function lockConversation(tx: DbOrTx, conversationId: number): Promise<ConversationRow | null> {
  const [row] = await tx.select().from(supportConversations).where(eq(supportConversations.id, conversationId)).for('update');
  return row ?? null;
}

/** The requester's conversation locked, or a new one for a signed-in player (guests start through startGuestConversation). */
export async function lockOrCreateConversation(tx: DbOrTx, requester: Requester): Promise<ConversationRow | null> {
  const found = await lockRequesterConversation(tx, requester);
  if (found || requester.kind === 'guest') return found;
  // Two first messages at once: the unique user index keeps one conversation, the loser reads it.
  await tx.insert(supportConversations).values({ userId: requester.userId }).onConflictDoNothing({ target: supportConversations.userId });
  return lockRequesterConversation(tx, requester);
}

/** Where e-mail answers go: the guest's address, or the account's. */
export async function answerAddress(db: DbOrTx, conversation: ConversationRow): Promise<string | null> {
  if (conversation.guestEmail) return conversation.guestEmail;
  if (conversation.userId === null) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, conversation.userId));
  return user?.email ?? null;
}

/**
 * Moves one side's read mark of a locked conversation up to a message, never past the newest one and never back;
 * returns the new mark, or null when it stays.
 */
export async function advanceReadMark(tx: DbOrTx, conversation: ConversationRow, side: 'player' | 'operator', lastMessageId: number): Promise<number | null> {
  const current = side === 'player' ? conversation.playerLastReadId : conversation.operatorLastReadId;
  if (lastMessageId <= current) return null;
  const [newest] = await tx
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversation.id))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  const mark = Math.min(lastMessageId, newest?.id ?? 0);
  if (mark <= current) return null;
  await tx
    .update(supportConversations)
    .set(side === 'player' ? { playerLastReadId: mark } : { operatorLastReadId: mark })
    .where(eq(supportConversations.id, conversation.id));
  return mark;
}

/** Writes a message and moves the conversation's last activity; a player's message reopens a closed conversation. */
export async function insertMessage(
  tx: DbOrTx,
  conversation: ConversationRow,
  message: { author: MessageRow['author']; body: string; operatorId?: number | null },
  now: Date,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(supportMessages)
    .values({ conversationId: conversation.id, author: message.author, body: message.body, operatorId: message.operatorId ?? null, createdAt: now })
    .returning();
  const reopen = message.author === 'player' && conversation.status === 'closed';
  await tx
    .update(supportConversations)
    .set({ lastMessageAt: now, ...(reopen ? { status: 'open' as const, closedAt: null } : {}) })
    .where(eq(supportConversations.id, conversation.id));
  return row!;
}

const messageColumns = {
  id: supportMessages.id,
  author: supportMessages.author,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
  operatorLogin: users.login,
  attachmentId: supportAttachments.id,
  contentType: supportAttachments.contentType,
  width: supportAttachments.width,
  height: supportAttachments.height,
  byteSize: supportAttachments.byteSize,
};

/** Messages with their attachment and the answering operator's login. */
function messageQuery(db: DbOrTx) {
  return db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(supportAttachments, eq(supportAttachments.messageId, supportMessages.id))
    .leftJoin(users, eq(users.id, supportMessages.operatorId))
    .$dynamic();
}

type MessageSelection = Awaited<ReturnType<typeof messageQuery>>[number];

function toWire(row: MessageSelection): SupportConsoleMessage {
  return {
    id: Number(row.id),
    author: row.author,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    operatorLogin: row.author === 'operator' ? row.operatorLogin : null,
    attachment:
      row.attachmentId === null
        ? null
        : { id: row.attachmentId, contentType: row.contentType as SupportAttachmentType, width: row.width ?? 0, height: row.height ?? 0, byteSize: row.byteSize ?? 0 },
  };
}

/** A page of a conversation's messages, oldest first, ending before `before` (the latest page without it). */
export async function loadMessages(db: DbOrTx, conversationId: number, before?: number): Promise<{ messages: SupportConsoleMessage[]; hasOlder: boolean }> {
  const rows = await messageQuery(db)
    .where(and(eq(supportMessages.conversationId, conversationId), before === undefined ? undefined : lt(supportMessages.id, before)))
    .orderBy(desc(supportMessages.id))
    .limit(SUPPORT_PAGE_SIZE + 1);
  const hasOlder = rows.length > SUPPORT_PAGE_SIZE;
  return { messages: rows.slice(0, SUPPORT_PAGE_SIZE).reverse().map(toWire), hasOlder };
}

/** One message as both sides see it (after it was written, with its attachment). */
export async function loadMessage(db: DbOrTx, messageId: number): Promise<SupportConsoleMessage> {
  const [row] = await messageQuery(db).where(eq(supportMessages.id, messageId));
  return toWire(row!);
}

/** Messages of `authors` after a read mark: the other side's unread count. */
export async function countAfter(db: DbOrTx, conversationId: number, afterId: number, authors: MessageRow['author'][]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), sql`${supportMessages.id} > ${afterId}`, inArray(supportMessages.author, authors)));
  return Number(row?.n ?? 0);
}

/** The player's view of a console message (operators are the support team, never a name). */
export function playerView(message: SupportConsoleMessage) {
  const { operatorLogin: _login, ...view } = message;
  return view;
}
