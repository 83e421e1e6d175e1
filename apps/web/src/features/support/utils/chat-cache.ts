import type { SupportChannelEvent, SupportChat, SupportMessage } from '@tastydrop/domain';

/** Support's messages after the player's read mark among those loaded: the badge's number. */
function unreadAfter(messages: readonly SupportMessage[], lastReadId: number): number {
  return messages.filter((m) => m.author !== 'player' && m.id > lastReadId).length;
}

/** Adds messages to a chat, once each, in id order; a message of the player's side moves its read mark. */
export function withMessages(chat: SupportChat, added: readonly SupportMessage[]): SupportChat {
  if (!chat.conversation) return chat;
  const known = new Set(chat.messages.map((m) => m.id));
  const fresh = added.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return chat;
  const messages = [...chat.messages, ...fresh].sort((a, b) => a.id - b.id);
  const ownLast = Math.max(chat.conversation.playerLastReadId, ...fresh.filter((m) => m.author === 'player').map((m) => m.id));
  const unread = ownLast > chat.conversation.playerLastReadId ? unreadAfter(messages, ownLast) : chat.conversation.unread + fresh.filter((m) => m.author !== 'player').length;
  return { ...chat, messages, conversation: { ...chat.conversation, playerLastReadId: ownLast, unread } };
}

/** The chat after the player's side read up to a message. */
export function withPlayerRead(chat: SupportChat, lastReadId: number): SupportChat {
  if (!chat.conversation || lastReadId <= chat.conversation.playerLastReadId) return chat;
  return { ...chat, conversation: { ...chat.conversation, playerLastReadId: lastReadId, unread: unreadAfter(chat.messages, lastReadId) } };
}

/** The chat with an older page of messages in front of those loaded (once each), and whether still older ones remain. */
export function withOlder(chat: SupportChat, page: Pick<SupportChat, 'messages' | 'hasOlder'>): SupportChat {
  const first = chat.messages[0]?.id ?? Number.POSITIVE_INFINITY;
  return { ...chat, messages: [...page.messages.filter((m) => m.id < first), ...chat.messages], hasOlder: page.hasOlder };
}

/**
 * A realtime event of the conversation's channel applied to the cached chat: a new message, a read mark of either
 * side, a status change. An event of another conversation leaves it as it is.
 */
export function applySupportEvent(chat: SupportChat, event: SupportChannelEvent): SupportChat {
  const conversation = chat.conversation;
  if (!conversation || event.conversationId !== conversation.id) return chat;
  switch (event.event) {
    case 'support_message':
      return withMessages(chat, [event.message]);
    case 'support_read':
      if (event.side === 'player') return withPlayerRead(chat, event.lastReadId);
      return event.lastReadId > conversation.operatorLastReadId ? { ...chat, conversation: { ...conversation, operatorLastReadId: event.lastReadId } } : chat;
    case 'support_status':
      return { ...chat, conversation: { ...conversation, status: event.status } };
  }
}
