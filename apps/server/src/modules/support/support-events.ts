import { SUPPORT_CHANNEL, SUPPORT_EVENTS, SUPPORT_INBOX_CHANNEL, type SupportChannelEvent, type SupportConsoleMessage, type SupportConversationStatus, type SupportInboxEvent } from '@tastydrop/domain';
import type { Realtime } from '../../platform/realtime/hub.js';
import { publishAfterCommit } from '../../platform/realtime/publish-after-commit.js';
import { playerView } from './conversations.js';

/** The broker channel of one conversation (its player's and guest's tabs listen to it). */
export function conversationChannel(conversationId: number): string {
  return `${SUPPORT_CHANNEL}#${conversationId}`;
}

interface Log {
  warn(details: object, message: string): void;
}

export interface SupportNotifier {
  realtime: Realtime;
  log: Log;
}

/** Publishes once the running transaction commits (at once outside one); a failed publish is logged: the message is stored, and the next read shows it. */
function announce(notifier: SupportNotifier, messages: { channel: string; message: SupportChannelEvent | SupportInboxEvent }[]): void {
  for (const { channel, message } of messages) {
    void publishAfterCommit(
      () => notifier.realtime.publish(channel, message),
      (err) => notifier.log.warn({ err, channel }, 'support event not published'),
    );
  }
}

/** A new message: the player's side sees it without the operator's login, the console with it. */
export function announceMessage(notifier: SupportNotifier, conversationId: number, message: SupportConsoleMessage): void {
  announce(notifier, [
    { channel: conversationChannel(conversationId), message: { event: SUPPORT_EVENTS.message, conversationId, message: playerView(message) } },
    { channel: SUPPORT_INBOX_CHANNEL, message: { event: SUPPORT_EVENTS.message, conversationId, message } },
  ]);
}

/** One side read up to a message. */
export function announceRead(notifier: SupportNotifier, conversationId: number, side: 'player' | 'operator', lastReadId: number): void {
  const message = { event: SUPPORT_EVENTS.read, conversationId, side, lastReadId };
  announce(notifier, [
    { channel: conversationChannel(conversationId), message },
    { channel: SUPPORT_INBOX_CHANNEL, message },
  ]);
}

export function announceStatus(notifier: SupportNotifier, conversationId: number, status: SupportConversationStatus): void {
  const message = { event: SUPPORT_EVENTS.status, conversationId, status };
  announce(notifier, [
    { channel: conversationChannel(conversationId), message },
    { channel: SUPPORT_INBOX_CHANNEL, message },
  ]);
}
