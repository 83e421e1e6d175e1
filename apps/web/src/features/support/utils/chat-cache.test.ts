import { describe, expect, it } from 'vitest';
import type { SupportChat, SupportMessage } from '@tastydrop/domain';
import { applySupportEvent, withMessages, withOlder, withPlayerRead } from './chat-cache';

const message = (id: number, author: SupportMessage['author']): SupportMessage => ({ id, author, text: `m${id}`, attachment: null, createdAt: '2026-03-02T10:00:00.000Z' });

function chat(messages: SupportMessage[], playerLastReadId: number, unread: number): SupportChat {
  return {
    conversation: { id: 7, status: 'open', unread, playerLastReadId, operatorLastReadId: 0, email: null },
    messages,
    hasOlder: false,
    hours: { open: true, text: '' },
    realtime: { channel: 'support', token: 't' },
    guest: false,
  };
}

describe('the cached chat', () => {
  it('counts a new answer as unread once, however often it arrives', () => {
    const start = chat([message(1, 'player')], 1, 0);
    const once = applySupportEvent(start, { event: 'support_message', conversationId: 7, message: message(2, 'operator') });
    const twice = applySupportEvent(once, { event: 'support_message', conversationId: 7, message: message(2, 'operator') });
    expect(twice.conversation?.unread).toBe(1);
    expect(twice.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('keeps messages in id order when they arrive out of order', () => {
    const next = withMessages(chat([message(1, 'player')], 1, 0), [message(4, 'operator'), message(3, 'system')]);
    expect(next.messages.map((m) => m.id)).toEqual([1, 3, 4]);
    expect(next.conversation?.unread).toBe(2);
  });

  it('clears the unread answers the player’s own later message follows', () => {
    const waiting = chat([message(1, 'player'), message(2, 'operator')], 1, 1);
    const next = withMessages(waiting, [message(3, 'player')]);
    expect(next.conversation).toMatchObject({ unread: 0, playerLastReadId: 3 });
  });

  it('applies read marks of either side and never moves one back', () => {
    const waiting = chat([message(1, 'player'), message(2, 'operator'), message(3, 'operator')], 1, 2);
    expect(withPlayerRead(waiting, 2).conversation?.unread).toBe(1);
    expect(withPlayerRead(withPlayerRead(waiting, 3), 2).conversation?.playerLastReadId).toBe(3);
    expect(applySupportEvent(waiting, { event: 'support_read', conversationId: 7, side: 'operator', lastReadId: 1 }).conversation?.operatorLastReadId).toBe(1);
  });

  it('puts an older page in front of the loaded messages, once each, and takes its word on what remains', () => {
    const loaded = { ...chat([message(3, 'player'), message(4, 'operator')], 3, 1), hasOlder: true };
    const next = withOlder(loaded, { messages: [message(1, 'player'), message(2, 'operator'), message(3, 'player')], hasOlder: false });
    expect(next.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(next.hasOlder).toBe(false);
  });

  it('ignores another conversation’s events', () => {
    const start = chat([message(1, 'player')], 1, 0);
    expect(applySupportEvent(start, { event: 'support_message', conversationId: 8, message: message(2, 'operator') })).toBe(start);
    expect(applySupportEvent(start, { event: 'support_status', conversationId: 7, status: 'closed' }).conversation?.status).toBe('closed');
  });
});
