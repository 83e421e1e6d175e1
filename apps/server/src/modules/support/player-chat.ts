import { and, desc, eq, inArray } from 'drizzle-orm';
import { isWithinOfficeHours, SUPPORT_CHANNEL, type SupportChat, type SupportSent } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { supportConversations, supportMessages } from '../../platform/db/schema/index.js';
import { issueScopedChannelToken } from '../../platform/realtime/channel-token.js';
import { storeAttachment, type InspectedImage } from './attachments.js';
import {
  advanceReadMark,
  answerAddress,
  countAfter,
  findConversation,
  insertMessage,
  loadMessage,
  loadMessages,
  lockOrCreateConversation,
  lockRequesterConversation,
  playerView,
  type ConversationRow,
  type Requester,
} from './conversations.js';
import { autoReplyText, officeHoursState, readOfficeHours } from './office-hours.js';
import { announceMessage, announceRead, conversationChannel, type SupportNotifier } from './support-events.js';

/** Support's answers the player has not read count for the badge; the player's own messages never do. */
const SUPPORT_SIDE = ['operator', 'system'] as ('operator' | 'system')[];
/** Outside office hours one automatic reply answers a run of messages: again only after this long or after an operator wrote. */
const AUTO_REPLY_QUIET_MS = 12 * 60 * 60 * 1000;

export interface PlayerChatDeps extends SupportNotifier {
  db: Db;
  channelSecret: string;
  now?: () => Date;
}

/** The token of the conversation's realtime channel: a player's lives no longer than the session, a guest's a day. */
function realtimeGrant(deps: PlayerChatDeps, requester: Requester, conversationId: number) {
  const sessionId = requester.kind === 'player' ? requester.sessionId : null;
  return { channel: SUPPORT_CHANNEL, token: issueScopedChannelToken({ channel: SUPPORT_CHANNEL, brokerChannel: conversationChannel(conversationId), sessionId }, deps.channelSecret) };
}

/** GET /v1/support/chat: the conversation (or none yet), a page of its messages, the office hours and the channel. */
export async function getChat(deps: PlayerChatDeps, requester: Requester, before?: number): Promise<SupportChat> {
  const now = deps.now?.() ?? new Date();
  const hours = officeHoursState(await readOfficeHours(deps.db), now);
  const conversation = await findConversation(deps.db, requester);
  const guest = requester.kind === 'guest';
  if (!conversation) return { conversation: null, messages: [], hasOlder: false, hours, realtime: null, guest };
  const page = await loadMessages(deps.db, conversation.id, before);
  return {
    conversation: {
      id: conversation.id,
      status: conversation.status,
      unread: await countAfter(deps.db, conversation.id, conversation.playerLastReadId, SUPPORT_SIDE),
      playerLastReadId: conversation.playerLastReadId,
      operatorLastReadId: conversation.operatorLastReadId,
      email: await answerAddress(deps.db, conversation),
    },
    messages: page.messages.map(playerView),
    hasOlder: page.hasOlder,
    hours,
    realtime: realtimeGrant(deps, requester, conversation.id),
    guest,
  };
}

/** POST /v1/support/chat/start: a guest's conversation, keyed by the hash of the token their cookie will carry. */
export async function startGuestConversation(db: DbOrTx, email: string, tokenHash: string): Promise<number> {
  const [row] = await db.insert(supportConversations).values({ guestEmail: email.toLowerCase(), guestTokenHash: tokenHash }).returning({ id: supportConversations.id });
  return row!.id;
}

/** Outside office hours: the automatic reply, unless one already answered this run of messages. */
async function maybeAutoReply(tx: DbOrTx, conversation: ConversationRow, now: Date): Promise<number | null> {
  const hours = await readOfficeHours(tx);
  if (isWithinOfficeHours(hours, now)) return null;
  const [last] = await tx
    .select({ author: supportMessages.author, createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversation.id), inArray(supportMessages.author, SUPPORT_SIDE)))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  if (last?.author === 'system' && now.getTime() - last.createdAt.getTime() < AUTO_REPLY_QUIET_MS) return null;
  const text = autoReplyText(hours, now, (await answerAddress(tx, conversation)) !== null);
  const reply = await insertMessage(tx, conversation, { author: 'system', body: text }, new Date(now.getTime() + 1));
  return reply.id;
}

/**
 * A message from the player's side, text or a checked picture: written with the conversation's activity (a closed
 * one reopens) and, outside office hours, the automatic reply; both sides hear it after the commit.
 */
export async function sendPlayerMessage(deps: PlayerChatDeps, requester: Requester, input: { text: string } | { bytes: Buffer; image: InspectedImage }): Promise<SupportSent> {
  const now = deps.now?.() ?? new Date();
  const written = await withTransaction(deps.db, async (tx) => {
    const conversation = await lockOrCreateConversation(tx, requester);
    if (!conversation) throw new AppError('support_no_conversation');
    const message = await insertMessage(tx, conversation, { author: 'player', body: 'text' in input ? input.text : '' }, now);
    if ('bytes' in input) await storeAttachment(tx, { conversationId: conversation.id, messageId: message.id, bytes: input.bytes, image: input.image });
    // The player's own message shows they read everything before it.
    await tx.update(supportConversations).set({ playerLastReadId: message.id }).where(eq(supportConversations.id, conversation.id));
    const replyId = await maybeAutoReply(tx, conversation, now);
    const messages = [await loadMessage(tx, message.id), ...(replyId === null ? [] : [await loadMessage(tx, replyId)])];
    for (const m of messages) announceMessage(deps, conversation.id, m);
    return { conversationId: conversation.id, messages };
  });
  return { conversationId: written.conversationId, messages: written.messages.map(playerView) };
}

/** POST /v1/support/chat/read: the player read support's messages up to one (the mark never moves back). */
export async function markReadByPlayer(deps: PlayerChatDeps, requester: Requester, lastMessageId: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const conversation = await lockRequesterConversation(tx, requester);
    if (!conversation) throw new AppError('support_no_conversation');
    const mark = await advanceReadMark(tx, conversation, 'player', lastMessageId);
    if (mark !== null) announceRead(deps, conversation.id, 'player', mark);
  });
}
