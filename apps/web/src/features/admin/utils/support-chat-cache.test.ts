import type { SupportConsoleConversation, SupportConsoleMessage } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { applyInboxEvent, chatTime, chatWho, withConsoleMessages, withOlder, withRead } from './support-chat-cache';

const message = (id: number, author: SupportConsoleMessage['author'], text = `m${id}`): SupportConsoleMessage => ({
  id,
  author,
  text,
  attachment: null,
  createdAt: `2026-12-06T10:${String(id).padStart(2, '0')}:00.000Z`,
  operatorLogin: author === 'operator' ? 'anna' : null,
});

function view(messages: SupportConsoleMessage[], marks: { operator?: number; player?: number; unread?: number } = {}): SupportConsoleConversation {
  return {
    conversation: {
      id: 7,
      status: 'open',
      userId: 42,
      nickname: 'dragon',
      email: null,
      createdAt: '2026-12-06T10:00:00.000Z',
      lastMessageAt: messages.at(-1)?.createdAt ?? '2026-12-06T10:00:00.000Z',
      lastAuthor: messages.at(-1)?.author ?? null,
      lastText: messages.at(-1)?.text ?? null,
      unread: marks.unread ?? 0,
      operatorLastReadId: marks.operator ?? 0,
      playerLastReadId: marks.player ?? 0,
    },
    messages,
    hasOlder: false,
  };
}

describe('withConsoleMessages', () => {
  it('adds a player message once, counts it unread and moves the last message', () => {
    const start = view([message(1, 'player'), message(2, 'operator')], { operator: 2 });
    const once = withConsoleMessages(start, [message(3, 'player', 'ещё вопрос')]);
    const twice = withConsoleMessages(once, [message(3, 'player', 'ещё вопрос')]);
    expect(twice).toBe(once);
    expect(once.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(once.conversation).toMatchObject({ unread: 1, lastAuthor: 'player', lastText: 'ещё вопрос', lastMessageAt: message(3, 'player').createdAt });
  });

  it('an operator answer reads everything before it', () => {
    const start = view([message(1, 'player'), message(2, 'player')], { unread: 2 });
    const answered = withConsoleMessages(start, [message(3, 'operator')]);
    expect(answered.conversation).toMatchObject({ operatorLastReadId: 3, unread: 0, lastAuthor: 'operator' });
  });

  it('keeps id order when a late event arrives out of order', () => {
    const start = view([message(1, 'player'), message(4, 'player')], { unread: 2 });
    expect(withConsoleMessages(start, [message(3, 'system')]).messages.map((m) => m.id)).toEqual([1, 3, 4]);
  });
});

describe('withRead', () => {
  it('moves the operators mark forward only and recounts unread', () => {
    const start = view([message(1, 'player'), message(2, 'player'), message(3, 'player')], { unread: 3 });
    const read = withRead(start, 'operator', 2);
    expect(read.conversation).toMatchObject({ operatorLastReadId: 2, unread: 1 });
    expect(withRead(read, 'operator', 1)).toBe(read);
  });

  it('moves the player mark without touching the unread count', () => {
    const start = view([message(1, 'player'), message(2, 'operator')], { operator: 2 });
    expect(withRead(start, 'player', 2).conversation).toMatchObject({ playerLastReadId: 2, unread: 0 });
  });
});

describe('applyInboxEvent', () => {
  const start = view([message(1, 'player')], { unread: 1 });

  it('applies a message, a read mark and a status of its own conversation', () => {
    const withMessage = applyInboxEvent(start, { event: 'support_message', conversationId: 7, message: message(2, 'player') });
    expect(withMessage.messages).toHaveLength(2);
    expect(withMessage.conversation.unread).toBe(2);
    expect(applyInboxEvent(withMessage, { event: 'support_read', conversationId: 7, side: 'operator', lastReadId: 2 }).conversation.unread).toBe(0);
    expect(applyInboxEvent(start, { event: 'support_status', conversationId: 7, status: 'closed' }).conversation.status).toBe('closed');
  });

  it('leaves another conversation alone', () => {
    expect(applyInboxEvent(start, { event: 'support_message', conversationId: 8, message: message(2, 'player') })).toBe(start);
  });
});

describe('withOlder', () => {
  it('puts an older page first without repeating a message', () => {
    const start = view([message(5, 'player'), message(6, 'operator')]);
    const page = { ...view([message(3, 'player'), message(4, 'player'), message(5, 'player')]), hasOlder: true };
    const merged = withOlder({ ...start, hasOlder: true }, page);
    expect(merged.messages.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    expect(merged.hasOlder).toBe(true);
  });
});

describe('chatWho and chatTime', () => {
  it('names the nickname, else the address, else the number', () => {
    expect(chatWho({ id: 3, nickname: 'dragon', email: 'a@b.ru' })).toBe('dragon');
    expect(chatWho({ id: 3, nickname: null, email: 'a@b.ru' })).toBe('a@b.ru');
    expect(chatWho({ id: 3, nickname: null, email: null })).toBe('#3');
  });

  it('shows only the time today and the date before', () => {
    const now = new Date(2026, 11, 6, 18, 0);
    expect(chatTime(new Date(2026, 11, 6, 9, 5).toISOString(), now)).toBe('09:05');
    expect(chatTime(new Date(2026, 11, 5, 23, 30).toISOString(), now)).toBe('05.12 23:30');
    expect(chatTime(new Date(2025, 0, 2, 8, 0).toISOString(), now)).toBe('02.01.25 08:00');
  });
});
