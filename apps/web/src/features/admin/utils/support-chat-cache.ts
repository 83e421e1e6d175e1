import type { SupportConsoleConversation, SupportConsoleMessage, SupportInboxEvent, SupportInboxRow } from '@tastydrop/domain';

/** Who wrote to support, as the inbox names them: the nickname, else the address, else the conversation's number. */
export function chatWho(row: Pick<SupportInboxRow, 'id' | 'nickname' | 'email'>): string {
  return row.nickname ?? row.email ?? `#${row.id}`;
}

/** The player's messages after the operators' read mark among those loaded. */
function unreadByOperator(messages: readonly SupportConsoleMessage[], operatorLastReadId: number): number {
  return messages.filter((m) => m.author === 'player' && m.id > operatorLastReadId).length;
}

/**
 * Adds messages to an open conversation, once each, in id order: the row's last message moves with them, an
 * operator's answer moves the operators' read mark (the server does the same), a player's message counts as unread.
 */
export function withConsoleMessages(view: SupportConsoleConversation, added: readonly SupportConsoleMessage[]): SupportConsoleConversation {
  const known = new Set(view.messages.map((m) => m.id));
  const fresh = added.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return view;
  const messages = [...view.messages, ...fresh].sort((a, b) => a.id - b.id);
  const newest = messages.at(-1)!;
  const operatorLastReadId = Math.max(view.conversation.operatorLastReadId, ...fresh.filter((m) => m.author === 'operator').map((m) => m.id));
  const playerFresh = fresh.filter((m) => m.author === 'player' && m.id > operatorLastReadId).length;
  const unread = operatorLastReadId > view.conversation.operatorLastReadId ? unreadByOperator(messages, operatorLastReadId) : view.conversation.unread + playerFresh;
  return {
    ...view,
    messages,
    conversation: {
      ...view.conversation,
      operatorLastReadId,
      unread,
      lastMessageAt: newest.createdAt > view.conversation.lastMessageAt ? newest.createdAt : view.conversation.lastMessageAt,
      lastAuthor: newest.author,
      lastText: newest.text,
    },
  };
}

/** The conversation after one side read up to a message (a mark never moves back). */
export function withRead(view: SupportConsoleConversation, side: 'player' | 'operator', lastReadId: number): SupportConsoleConversation {
  const c = view.conversation;
  if (side === 'player') return lastReadId > c.playerLastReadId ? { ...view, conversation: { ...c, playerLastReadId: lastReadId } } : view;
  if (lastReadId <= c.operatorLastReadId) return view;
  return { ...view, conversation: { ...c, operatorLastReadId: lastReadId, unread: unreadByOperator(view.messages, lastReadId) } };
}

/** Older messages put before the loaded ones. */
export function withOlder(view: SupportConsoleConversation, page: SupportConsoleConversation): SupportConsoleConversation {
  const first = view.messages[0]?.id ?? Number.POSITIVE_INFINITY;
  return { ...view, messages: [...page.messages.filter((m) => m.id < first), ...view.messages], hasOlder: page.hasOlder };
}

/**
 * An event of the inbox channel applied to one loaded conversation: a new message, a read mark of either side, a
 * status change. An event of another conversation leaves it as it is.
 */
export function applyInboxEvent(view: SupportConsoleConversation, event: SupportInboxEvent): SupportConsoleConversation {
  if (event.conversationId !== view.conversation.id) return view;
  switch (event.event) {
    case 'support_message':
      return withConsoleMessages(view, [event.message]);
    case 'support_read':
      return withRead(view, event.side, event.lastReadId);
    case 'support_status':
      return { ...view, conversation: { ...view.conversation, status: event.status } };
  }
}

/** A message's moment in the inbox: the time today, the date and time before today. */
export function chatTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', ...(at.getFullYear() === now.getFullYear() ? {} : { year: '2-digit' }) })} ${time}`;
}
